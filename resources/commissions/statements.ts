/**
 * Commission statements and their aggregate, read from the policies the caller may see (the policies store's
 * visible rows: an agency only its own, staff every agency). A statement line is a policy with a commission whose
 * status earns premium (spec 002 §4: the active statuses plus CANCELLED and CANCEL TRANSACTION); its month is the
 * month the policy takes effect. The aggregate is one row per agency: policies, premium, commission earned, the
 * payments applied, the balance, whether payouts are paused and whether a bank account is on file.
 */
import { sql, type InferResult, type Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { PREMIUM_STATUSES } from '../policies/server';
import type { StatementMonth } from './statementPeriod';
import { monthRange } from './statementPeriod';
import type { Database } from '../../src/server/db/tables';

export interface StatementQuery {
  page: number;
  size: number;
  search?: string;
  agencyBilled?: boolean;
  agencyId?: string;
  month?: StatementMonth;
  sort: { field: string; direction: 'asc' | 'desc' };
}

export const STATEMENT_SORTS = [
  'effectiveDate',
  'policyNumber',
  'companyName',
  'commission',
  'totalPremium',
  'agencyName',
] as const;
export const AGGREGATE_SORTS = [
  'agencyName',
  'policies',
  'totalPremium',
  'commissionEarned',
  'commissionPaid',
  'balance',
] as const;

const money = (expression: ReturnType<typeof sql>) =>
  sql<number>`round(coalesce(${expression}, 0)::numeric, 2)::float8`;

/** The caller's policies that carry commission, narrowed by the query, as the subquery `p`. */
function commissionPolicies(
  policies: ResourceStore,
  principal: Principal,
  query: Omit<StatementQuery, 'page' | 'size' | 'sort'>,
) {
  let rows = policies
    .visibleRows(principal)
    .where('policies.commission', 'is not', null)
    .where('policies.status', 'in', [...PREMIUM_STATUSES]);
  if (query.agencyId) rows = rows.where('policies.agencyId', '=', query.agencyId);
  if (query.agencyBilled !== undefined) rows = rows.where('policies.agencyBilled', '=', query.agencyBilled);
  if (query.month) {
    const { from, to } = monthRange(query.month);
    rows = rows.where('policies.effectiveDate', '>=', from).where('policies.effectiveDate', '<', to);
  }
  if (query.search)
    rows = rows.where(
      'policies.searchText',
      'like',
      `%${query.search.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`,
    );
  return rows.as('p');
}

export async function statementLines(
  db: Kysely<Database>,
  policies: ResourceStore,
  principal: Principal,
  query: StatementQuery,
) {
  const base = db.selectFrom(commissionPolicies(policies, principal, query));
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id as policyId',
        'p.policyNumber',
        'p.companyName',
        'p.product',
        'p.status',
        'p.agencyId',
        'p.agencyName',
        'p.effectiveDate',
        'p.totalPremium',
        'p.commission',
        'p.agencyBilled',
        'p.isPaid',
      ])
      .orderBy(`p.${query.sort.field}`, query.sort.direction)
      .orderBy('p.policyNumber', 'asc')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { content: rows, totalElements: Number(count.total) };
}

export async function statementAggregate(
  db: Kysely<Database>,
  policies: ResourceStore,
  payments: ResourceStore,
  principal: Principal,
  query: StatementQuery,
) {
  const earned = db
    .selectFrom(commissionPolicies(policies, principal, query))
    .select([
      'p.agencyId',
      'p.agencyName',
      sql<number>`count(*)::int`.as('policies'),
      money(sql`sum(${sql.ref('p.totalPremium')})`).as('totalPremium'),
      money(sql`sum(${sql.ref('p.commission')})`).as('commissionEarned'),
    ])
    .groupBy(['p.agencyId', 'p.agencyName'])
    .as('e');
  const paid = payments
    .visibleRows(principal)
    .clearSelect()
    .select(['commissionPayments.agencyId', sql<number>`sum(commission_payments.commissions_amount)`.as('amount')])
    .groupBy('commissionPayments.agencyId')
    .as('pd');
  const base = db
    .selectFrom(earned)
    .leftJoin(paid, 'pd.agencyId', 'e.agencyId')
    .leftJoin('agencyCommissionSettings as s', 's.agencyId', 'e.agencyId');
  const rows = base.select([
    'e.agencyId',
    'e.agencyName',
    'e.policies',
    'e.totalPremium',
    'e.commissionEarned',
    money(sql`${sql.ref('pd.amount')}`).as('commissionPaid'),
    sql<number>`round((${sql.ref('e.commissionEarned')} - coalesce(${sql.ref('pd.amount')}, 0))::numeric, 2)::float8`.as(
      'balance',
    ),
    sql<boolean>`coalesce(${sql.ref('s.payoutsPaused')}, false)`.as('payoutsPaused'),
    sql<boolean>`(${sql.ref('s.bank')} is not null)`.as('hasBankAccount'),
  ]);
  const [content, count] = await Promise.all([
    db
      .selectFrom(rows.as('a'))
      .selectAll()
      .orderBy(`a.${query.sort.field as Extract<keyof InferResult<typeof rows>[number], string>}`, query.sort.direction)
      .orderBy('a.agencyName', 'asc')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { content, totalElements: Number(count.total) };
}
