import ContactPageIcon from '@mui/icons-material/ContactPage';
import { AgentLicenseCreate, AgentLicenseEdit } from './AgentLicenseForm';
import { AgentLicenseList } from './AgentLicenseList';
import { AgentLicenseShow } from './AgentLicenseShow';
import { agentLicensesResource } from './declaration';

export const agentLicenses = {
  name: agentLicensesResource.name,
  list: AgentLicenseList,
  show: AgentLicenseShow,
  create: AgentLicenseCreate,
  edit: AgentLicenseEdit,
  icon: ContactPageIcon,
  recordRepresentation: 'number',
};
