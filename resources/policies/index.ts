import PolicyIcon from '@mui/icons-material/Policy';
import { policiesResource } from './declaration';
import { PolicyList } from './PolicyList';
import { PolicyShow } from './PolicyShow';

/** Policies are listed and shown here; they are issued by the binding flows (spec 002 §2). */
export const policies = {
  name: policiesResource.name,
  list: PolicyList,
  show: PolicyShow,
  icon: PolicyIcon,
  recordRepresentation: 'policyNumber',
};
