/**
 * The policy show page's actions bar: the lifecycle kit over the policy's published machine
 * (GET /api/policy/v1/statuses), with the policy's dialogs and texts.
 */
import { LifecycleActionsBar, type LifecycleKit } from '../../../src/console/lifecycle';
import { policiesResource } from '../declaration';
import { CONSOLE_ACTIONS } from './catalogue';
import { DIALOGS } from './dialogOf';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { PolicyRecord } from '../../../src/shared/generated/records';

const POLICY_KIT: LifecycleKit = {
  resource: policiesResource.name,
  texts: 'policyActions',
  name: 'policy',
  numberOf: (record) => (record as StoredRecord<PolicyRecord>).policyNumber,
};

export function PolicyActionsBar() {
  return <LifecycleActionsBar kit={POLICY_KIT} catalogue={CONSOLE_ACTIONS} dialogs={DIALOGS} />;
}
