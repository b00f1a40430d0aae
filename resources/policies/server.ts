import policySchema from '../../schemas/records/policy.schema.json';
import { policyFigure } from './dashboard/figure';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { mergeGrants } from '../../src/server/resources/serverExtension';
import { clientBusinessTable, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { policiesResource } from './declaration';
import { grants } from './grants';
import { policyActions } from './lifecycle/actions';
import { lifecycleGrants } from './lifecycle/grants';
import { POLICY_LIFECYCLE_PERMISSIONS } from './lifecycle/permissions';
import { registerPolicyLifecycleRoutes } from './lifecycle/routes';
import { registerPolicySpecPaths } from './specPaths/routes';
import * as borMigration from './bor/migration';
import { borGrants, POLICY_BOR } from './bor/permissions';
import { registerBorRoutes } from './bor/routes';
import { registerRenewalReminders } from './renewals/renewalReminderRun';
import { checkPolicyStatusWrite } from './lifecycle/serverSetFields';
import type { PolicyRecord } from '../../src/shared/generated/records';

/** This resource's records are `PolicyRecord`s (what `storeOf('policies')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    policies: PolicyRecord;
  }
}

const COLUMNS = [
  'id',
  'agencyId',
  'accountId',
  'teamId',
  'quoteId',
  'policyNumber',
  'quoteNumber',
  'product',
  'status',
  'isOpenForRenewal',
  'isEndorsement',
  'isPaid',
  'agencyBilled',
  'companyName',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'customerPhone',
  'details',
  'created',
  'modified',
  'version',
] as const;
const DAYS = ['effectiveDate', 'endDate'] as const;
const MONEY = ['totalPremium', 'brokerFee', 'mgaFee', 'commission'] as const;

// Policy documents, premium financing and payments extend policies (resources/serverResources.ts).
export const policiesServer: ServerResource<PolicyRecord> = {
  dashboardFigure: policyFigure,
  schema: policySchema,
  grants: mergeGrants(grants, lifecycleGrants, borGrants),
  permissions: [...POLICY_LIFECYCLE_PERMISSIONS, POLICY_BOR],
  // Broker-of-record changes (bor/): the requests beside their policy.
  migrations: { '20261229_policy_bor_requests': borMigration },
  // The state machine (lifecycle/): cancel, flat cancel, void, undo a cancellation, Check In Mail; GET /statuses, GET /reasons.
  actions: policyActions,
  routes(app, context) {
    registerPolicyLifecycleRoutes(app, context);
    // The family's spec read paths: P250 detail and details, dashboard and premium search, ERP eligibility.
    registerPolicySpecPaths(app, context);
    registerBorRoutes(app, context);
    // Renewal reminders: an hourly run, once per cluster (renewals/).
    registerRenewalReminders(app, context);
  },
  declaration: policiesResource,
  ...clientBusinessTable('policies', { columns: COLUMNS, days: DAYS, money: MONEY }),
  // A carrier sees the policies on its paper; a reinsurer or pool those of its carriers (docs/features/organisations.md "What each persona sees").
  clientRecord: { accountColumn: 'policies.accountId', assignedTo: 'policies.carrierId' },
  label: 'Policy',
  // Webhooks (resources/webhooks): a policy is created when its quote is issued; cancels raise their own.
  emits: { create: 'policy.issued' },
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'teamId'],
  async prepareWrite(db, principal, value, existing) {
    // The status is the actions' (lifecycle/serverSetFields.ts): a create starts ISSUED or IN FORCE, an edit keeps it.
    checkPolicyStatusWrite(value, existing);
    const client = await clientOfRecord(db, principal, value);
    return {
      ...value,
      agencyId: client.agencyId,
      teamId: client.teamId,
      companyName: value.companyName ?? client.name,
      policyNumber: value.policyNumber ?? existing?.policyNumber ?? recordNumber('P'),
      details: JSON.stringify(value.details ?? {}),
    };
  },
};

// What other folders' server code uses of policies (their one way in).
export { policiesResource } from './declaration';
/** The statuses whose policies earned premium: the commissions and agency-bill statements count these. */
export { ACTIVE_STATUSES, PREMIUM_STATUSES } from './lifecycle/statuses';
