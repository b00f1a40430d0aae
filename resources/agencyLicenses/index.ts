import BadgeIcon from '@mui/icons-material/Badge';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { agencyLicensesResource } from './declaration';

export const agencyLicenses = defineConsoleResource({
  declaration: agencyLicensesResource,
  personas: ['AGENCY'],
  icon: BadgeIcon,
  recordRepresentation: 'number',
  views: {
    list: () => import('./AgencyLicenseList').then((views) => views.AgencyLicenseList),
    show: () => import('./AgencyLicenseShow').then((views) => views.AgencyLicenseShow),
    create: () => import('./AgencyLicenseForm').then((views) => views.AgencyLicenseCreate),
    edit: () => import('./AgencyLicenseForm').then((views) => views.AgencyLicenseEdit),
  },
});

/** The create and edit pages every licence shares (agent licences build theirs with it), its own chunk. */
export const loadLicenseFormPages = () => import('./LicenseFormPages');
