/**
 * The raw writes `npm run lint:sql` lets stand in `resources/` (see rawWrites.ts). Each names its file, the
 * statement as written and how many times, and why the store is not the way there; the statement carries a
 * `// raw write:` comment saying the same.
 */
export interface AllowedRawWrite {
  file: string;
  statement: string;
  count: number;
  why: string;
}

/** Migrations and demo data write their tables whole, before any principal exists: no store, no history. */
export const SEED_OR_MIGRATION = /(^|\/)(demo|[A-Za-z]*Demo|migration|migrations)(\.ts$|\/)/;

const IMPORT_QUEUE =
  'the account import job queue: enqueue, claim, lease renewal, progress under the lease and release of a job row (guarded by runner), which no principal writes';
const WEBHOOK_QUEUE =
  'the webhook delivery queue: enqueue, claim, settle, lease release and pruning of delivery rows, written by the deliverer, not by a principal';

/** Allowed for good: job queues' claim and lease statements, a write-once consent, and a callback that comes without a session. */
export const RAW_WRITE_ALLOW_LIST: readonly AllowedRawWrite[] = [
  {
    file: 'resources/accountImport/importJobs.ts',
    statement: "insertInto('accountImports')",
    count: 1,
    why: IMPORT_QUEUE,
  },
  {
    file: 'resources/accountImport/importJobs.ts',
    statement: "updateTable('accountImports')",
    count: 5,
    why: IMPORT_QUEUE,
  },
  {
    file: 'resources/accountImport/importJobs.ts',
    statement: "insertInto('accountImportRows')",
    count: 1,
    why: `${IMPORT_QUEUE}; the refused rows are the job's log, written under its lease`,
  },
  {
    file: 'resources/webhooks/deliveries/enqueue.ts',
    statement: "insertInto('webhookDeliveries')",
    count: 1,
    why: WEBHOOK_QUEUE,
  },
  {
    file: 'resources/webhooks/deliveries/deliverer.ts',
    statement: "updateTable('webhookDeliveries')",
    count: 2,
    why: WEBHOOK_QUEUE,
  },
  {
    file: 'resources/webhooks/deliveries/prune.ts',
    statement: "deleteFrom('webhookDeliveries')",
    count: 1,
    why: WEBHOOK_QUEUE,
  },
  {
    file: 'resources/connectors/consent.ts',
    statement: "insertInto('connectorConsents')",
    count: 1,
    why: "a client account's consent to connectors: written once (insert if absent, the first agreement stands), never changed or removed, its entry recorded in the account's history beside it",
  },
  {
    file: 'resources/connectors/specRoutes.ts',
    statement: "updateTable('connectorConnections')",
    count: 1,
    why: "the connector OAuth callback: the provider's redirect arrives without a session, so there is no principal for the store; it completes only the PENDING connection whose one-time, expiring state it carries (set to SUCCESS with the sealed credentials, or FAILED), bumps its version and records the history entry beside it",
  },
  {
    file: 'resources/webhooks/deliveries/logRoutes.ts',
    statement: "updateTable('webhookDeliveries')",
    count: 1,
    why: `${WEBHOOK_QUEUE}; "send again" puts a row back in the queue`,
  },
];
