import { sql, type Kysely } from 'kysely';
import { RESERVE_TYPES } from './declaration';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

/**
 * A claim file as the API shows it: its columns, the client account's and policy's names, the handler, and
 * what its items add up to (reserves per kind, invoices billed and paid, open tasks).
 */
export const selectClaimFiles = (db: Kysely<Database>) =>
  db
    .selectFrom('claimFiles')
    .innerJoin('accounts', 'accounts.id', 'claimFiles.accountId')
    .leftJoin('policies', 'policies.id', 'claimFiles.policyId')
    .leftJoin('users as handler', 'handler.id', 'claimFiles.handlerId')
    .leftJoin('claims', 'claims.id', 'claimFiles.claimId')
    .select([
      'claimFiles.id',
      'claimFiles.accountId',
      'claimFiles.policyId',
      'claimFiles.claimId',
      'claimFiles.claimNumber',
      'claimFiles.hasClaimNumber',
      'claimFiles.incidentType',
      'claimFiles.status',
      'claimFiles.severity',
      'claimFiles.litigationStatus',
      'claimFiles.isThereAnotherClaim',
      'claimFiles.handlerId',
      'claimFiles.description',
      'claimFiles.created',
      'claimFiles.modified',
      'claimFiles.version',
    ])
    .select([
      // Days as text: both drivers would otherwise turn a date into a local-midnight Date.
      sql<string>`to_char(claim_files.reported_date, 'YYYY-MM-DD')`.as('reportedDate'),
      sql<string | null>`to_char(claim_files.incident_date, 'YYYY-MM-DD')`.as('incidentDate'),
      sql<string | null>`to_char(claim_files.closed_date, 'YYYY-MM-DD')`.as('closedDate'),
      'accounts.name as accountName',
      'accounts.agencyId as agencyId',
      'policies.policyNumber as policyNumber',
      'claims.claimNumber as attachedClaimNumber',
      'handler.email as handlerEmail',
      sql<
        string | null
      >`nullif(trim(coalesce(handler.first_name, '') || ' ' || coalesce(handler.last_name, '')), '')`.as('handlerName'),
      sql<Record<string, number> | null>`(select jsonb_object_agg(totals.reserve_type, totals.amount) from (
        select i.data->>'reserveType' as reserve_type, sum((i.data->>'amount')::numeric) as amount
        from claim_file_items i where i.claim_file_id = claim_files.id and i.kind = 'reserve' group by 1) totals)`.as(
        'reserveTotals',
      ),
      sql<
        string | null
      >`(select sum((i.data->>'amount')::numeric) from claim_file_items i where i.claim_file_id = claim_files.id and i.kind = 'invoice')`.as(
        'invoicedTotal',
      ),
      sql<
        string | null
      >`(select sum((i.data->>'amount')::numeric) from claim_file_items i where i.claim_file_id = claim_files.id and i.kind = 'invoice' and i.data->>'status' = 'PAID')`.as(
        'paidTotal',
      ),
      sql<number>`(select count(*)::int from claim_file_items i where i.claim_file_id = claim_files.id and i.kind = 'task' and i.data->>'status' <> 'DONE')`.as(
        'openTasks',
      ),
    ]);

const money = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

/** The row as the API shows it: reserves as the five kinds (0 when none) and their total. */
export function presentClaimFile({ reserveTotals, invoicedTotal, paidTotal, ...row }: ApiRecord): ApiRecord {
  const totals = (reserveTotals ?? {}) as Record<string, unknown>;
  const reserves = Object.fromEntries(RESERVE_TYPES.map((type) => [type, money(totals[type])]));
  return {
    ...row,
    reserves,
    totalReserve: money(Object.values(reserves).reduce((sum, amount) => sum + amount, 0)),
    invoicedTotal: money(invoicedTotal),
    paidTotal: money(paidTotal),
  };
}
