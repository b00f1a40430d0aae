import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { rolesResource } from './declaration';
import { RoleCreate, RoleEdit, RoleList, RoleShow } from './RoleViews';

export const roles = { name: rolesResource.name, list: RoleList, show: RoleShow, create: RoleCreate, edit: RoleEdit, icon: AdminPanelSettingsIcon, recordRepresentation: 'name' };
