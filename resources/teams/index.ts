import GroupsIcon from '@mui/icons-material/Groups';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { teamsResource } from './declaration';

export const teams = defineConsoleResource({
  declaration: teamsResource,
  personas: ['AGENCY'],
  icon: GroupsIcon,
  recordRepresentation: 'name',
  views: {
    list: () => import('./TeamViews').then((views) => views.TeamList),
    show: () => import('./TeamViews').then((views) => views.TeamShow),
    create: () => import('./TeamViews').then((views) => views.TeamCreate),
    edit: () => import('./TeamViews').then((views) => views.TeamEdit),
  },
});
