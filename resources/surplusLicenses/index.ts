import GavelIcon from '@mui/icons-material/Gavel';
import { surplusLicensesResource } from './declaration';
import { SurplusLicenseCreate, SurplusLicenseEdit } from './SurplusLicenseForm';
import { SurplusLicenseList } from './SurplusLicenseList';
import { SurplusLicenseShow } from './SurplusLicenseShow';

export const surplusLicenses = {
  name: surplusLicensesResource.name,
  list: SurplusLicenseList,
  show: SurplusLicenseShow,
  create: SurplusLicenseCreate,
  edit: SurplusLicenseEdit,
  icon: GavelIcon,
  recordRepresentation: 'surplusLicenseNumber',
};
