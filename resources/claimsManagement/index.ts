import ClaimFileIcon from '@mui/icons-material/FolderShared';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { claimFilesMethods } from './console/claimFilesMethods';
import { claimsManagementResource } from './declaration';

/**
 * Claims management: staff (the claim handlers) work the files; an agency reads its clients' files. Views load on
 * first use; the menu item carries the claims badge.
 */
export const claimsManagement = defineConsoleResource({
  declaration: claimsManagementResource,
  personas: ['AGENCY'],
  icon: ClaimFileIcon,
  recordRepresentation: 'claimNumber',
  views: {
    list: () => import('./console/ClaimFileList').then((views) => views.ClaimFileList),
    create: () => import('./console/ClaimFileCreate').then((views) => views.ClaimFileCreate),
    edit: () => import('./console/ClaimFileEdit').then((views) => views.ClaimFileEdit),
    show: () => import('./console/ClaimFileShow').then((views) => views.ClaimFileShow),
  },
  menuBadge: () => import('./console/ClaimsMenuBadge').then((badge) => badge.ClaimsMenuBadge),
  dataProviderMethods: [claimFilesMethods],
});
