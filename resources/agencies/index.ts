import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { agenciesResource } from './declaration';

export const agencies = defineConsoleResource({
  declaration: agenciesResource,
  personas: [],
  icon: StorefrontIcon,
  recordRepresentation: 'fullName',
  views: {
    list: () => import('./AgencyViews').then((views) => views.AgencyList),
    show: () => import('./AgencyViews').then((views) => views.AgencyShow),
    create: () => import('./AgencyViews').then((views) => views.AgencyCreate),
    edit: () => import('./AgencyViews').then((views) => views.AgencyEdit),
  },
});
