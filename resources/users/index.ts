import PeopleIcon from '@mui/icons-material/People';
import { usersResource } from './declaration';
import { UserCreate, UserEdit, UserList, UserShow } from './UserViews';

export const users = { name: usersResource.name, list: UserList, show: UserShow, create: UserCreate, edit: UserEdit, icon: PeopleIcon, recordRepresentation: 'email' };
