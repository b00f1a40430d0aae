import GavelIcon from '@mui/icons-material/Gavel';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { surplusLicensesResource } from './declaration';

export const surplusLicenses = defineConsoleResource({
  declaration: surplusLicensesResource,
  personas: ['AGENCY'],
  icon: GavelIcon,
  recordRepresentation: 'surplusLicenseNumber',
  views: {
    list: () => import('./SurplusLicenseList').then((views) => views.SurplusLicenseList),
    show: () => import('./SurplusLicenseShow').then((views) => views.SurplusLicenseShow),
    create: () => import('./SurplusLicenseForm').then((views) => views.SurplusLicenseCreate),
    edit: () => import('./SurplusLicenseForm').then((views) => views.SurplusLicenseEdit),
  },
});
