import BadgeIcon from '@mui/icons-material/Badge';
import { AgencyLicenseCreate, AgencyLicenseEdit } from './AgencyLicenseForm';
import { AgencyLicenseList } from './AgencyLicenseList';
import { AgencyLicenseShow } from './AgencyLicenseShow';
import { agencyLicensesResource } from './declaration';

export const agencyLicenses = {
  name: agencyLicensesResource.name,
  list: AgencyLicenseList,
  show: AgencyLicenseShow,
  create: AgencyLicenseCreate,
  edit: AgencyLicenseEdit,
  icon: BadgeIcon,
  recordRepresentation: 'number',
};
