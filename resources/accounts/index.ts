import BusinessIcon from '@mui/icons-material/Business';
import { AccountCreate } from './AccountCreate';
import { AccountEdit } from './AccountEdit';
import { AccountList } from './AccountList';
import { AccountShow } from './AccountShow';
import { accountsResource } from './declaration';

/** The accounts resource as the console mounts it: `<Resource {...accounts} />`. */
export const accounts = {
  name: accountsResource.name,
  list: AccountList,
  show: AccountShow,
  create: AccountCreate,
  edit: AccountEdit,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
