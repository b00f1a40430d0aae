import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { rolesResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

export const roles = defineConsoleResource({
  declaration: rolesResource,
  personas: [],
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
  dataProviderMethods: [
    lazyDataProviderMethods(['permissionMap'], () => import('./roleMethods').then((module) => module.roleMethods)),
  ],
  views: {
    list: () => import('./RoleViews').then((views) => views.RoleList),
    show: () => import('./RoleViews').then((views) => views.RoleShow),
    create: () => import('./RoleViews').then((views) => views.RoleCreate),
    edit: () => import('./RoleViews').then((views) => views.RoleEdit),
  },
});
