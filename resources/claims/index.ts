import ReportIcon from '@mui/icons-material/ReportProblem';
import { ClaimCreate } from './ClaimCreate';
import { ClaimEdit } from './ClaimEdit';
import { ClaimList } from './ClaimList';
import { ClaimShow } from './ClaimShow';
import { claimsResource } from './declaration';

/** The claims resource as the console mounts it: `<Resource {...claims} />`. */
export const claims = {
  name: claimsResource.name,
  list: ClaimList,
  create: ClaimCreate,
  edit: ClaimEdit,
  show: ClaimShow,
  icon: ReportIcon,
  recordRepresentation: 'claimNumber',
};
