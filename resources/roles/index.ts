import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { rolesResource } from './declaration';
import { roleMethods } from './roleMethods';

export const roles = defineConsoleResource({
  declaration: rolesResource,
  personas: [],
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
  dataProviderMethods: [roleMethods],
  views: {
    list: () => import('./RoleViews').then((views) => views.RoleList),
    show: () => import('./RoleViews').then((views) => views.RoleShow),
    create: () => import('./RoleViews').then((views) => views.RoleCreate),
    edit: () => import('./RoleViews').then((views) => views.RoleEdit),
  },
});
