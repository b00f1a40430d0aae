import ContactPageIcon from '@mui/icons-material/ContactPage';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { agentLicensesResource } from './declaration';

export const agentLicenses = defineConsoleResource({
  declaration: agentLicensesResource,
  personas: ['AGENCY'],
  icon: ContactPageIcon,
  recordRepresentation: 'number',
  views: {
    list: () => import('./AgentLicenseList').then((views) => views.AgentLicenseList),
    show: () => import('./AgentLicenseShow').then((views) => views.AgentLicenseShow),
    create: () =>
      import('./AgentLicenseForm').then((views) => views.agentLicensePages()).then((pages) => pages.LicenseCreate),
    edit: () =>
      import('./AgentLicenseForm').then((views) => views.agentLicensePages()).then((pages) => pages.LicenseEdit),
  },
});
