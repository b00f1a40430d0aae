import GroupsIcon from '@mui/icons-material/Groups';
import { teamsResource } from './declaration';
import { TeamCreate, TeamEdit, TeamList, TeamShow } from './TeamViews';

export const teams = { name: teamsResource.name, list: TeamList, show: TeamShow, create: TeamCreate, edit: TeamEdit, icon: GroupsIcon, recordRepresentation: 'name' };
