import PeopleIcon from '@mui/icons-material/People';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { usersResource } from './declaration';

export const users = defineConsoleResource({
  declaration: usersResource,
  personas: [
    'AGENCY',
    'CUSTOMER',
    'DIGITAL',
    'MSSP',
    'CARRIER',
    'VENDOR',
    'CLUSTER',
    'RE_INSURER',
    'PREMIUM_PROCESSOR',
    'POOL',
  ],
  icon: PeopleIcon,
  recordRepresentation: 'email',
  views: {
    list: () => import('./UserViews').then((views) => views.UserList),
    show: () => import('./UserViews').then((views) => views.UserShow),
    create: () => import('./UserViews').then((views) => views.UserCreate),
    edit: () => import('./UserViews').then((views) => views.UserEdit),
  },
});
