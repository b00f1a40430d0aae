/**
 * Agency-billed invoices (spec 002 §7 Billing `agencyBillInvoice/{month}/{year}`, `agencyBilledInvoices/stats`):
 * the agency collects the premium from its clients and owes the provider the premium less its commission. The
 * invoice of a month lists the agency's agency-billed policies that take effect in that month (the same month
 * rule as the commission statement) whose status earns premium, read from the policies the caller may see (the
 * policies store's visible rows: an agency only its own, staff every agency).
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../../src/server/auth/principal';
import { notFound } from '../../../src/server/http/apiError';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';
import { isStaff } from '../../../src/server/tenancy/tenantRules';
import { PREMIUM_STATUSES } from '../../policies/server';
import { monthRange, type StatementMonth } from '../../commissions/server';
import { isUuid } from '../routes/common';
import type { Database } from '../../../src/server/db/tables';

export interface AgencyBilledLine {
  policyId: string;
  policyNumber: string;
  companyName: string;
  product: string;
  status: string;
  effectiveDate: string;
  totalPremium: number;
  commission: number;
  /** What the agency owes the provider for the policy: premium less commission. */
  netDue: number;
  isPaid: boolean;
}

const cents = (n: unknown) => Math.round(Number(n ?? 0) * 100);

/** The agency a caller may bill: staff any agency (agencyId required), an agency user its own; else 404. */
export async function reachableAgency(
  db: Kysely<Database>,
  principal: Principal,
  agencyId: unknown,
): Promise<{ id: string; name: string }> {
  const id =
    agencyId === undefined || agencyId === ''
      ? principal.accountType === 'AGENCY'
        ? principal.accountId
        : undefined
      : agencyId;
  if (!isUuid(id)) throw notFound('Agency');
  if (!isStaff(principal) && id !== principal.accountId) throw notFound('Agency');
  const agency = await db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('accountType', '=', 'AGENCY')
    .executeTakeFirst();
  if (!agency) throw notFound('Agency');
  return agency as { id: string; name: string };
}

export async function agencyBilledLines(
  policies: ResourceStore,
  principal: Principal,
  agencyId: string,
  month?: StatementMonth,
): Promise<AgencyBilledLine[]> {
  let rows = policies
    .visibleRows(principal)
    .where('policies.agencyId', '=', agencyId)
    .where('policies.agencyBilled', '=', true)
    .where('policies.status', 'in', [...PREMIUM_STATUSES]);
  if (month) {
    const { from, to } = monthRange(month);
    rows = rows.where('policies.effectiveDate', '>=', from).where('policies.effectiveDate', '<', to);
  }
  const found = await rows
    .select([
      'policies.id',
      'policies.policyNumber',
      'policies.companyName',
      'policies.product',
      'policies.status',
      'policies.effectiveDate',
      'policies.totalPremium',
      'policies.commission',
      'policies.isPaid',
    ])
    .orderBy('policies.effectiveDate', 'asc')
    .orderBy('policies.policyNumber', 'asc')
    .execute();
  return (found as Record<string, unknown>[]).map((row) => ({
    policyId: String(row.id),
    policyNumber: String(row.policyNumber ?? ''),
    companyName: String(row.companyName ?? ''),
    product: String(row.product ?? ''),
    status: String(row.status ?? ''),
    effectiveDate:
      row.effectiveDate instanceof Date
        ? row.effectiveDate.toISOString().slice(0, 10)
        : String(row.effectiveDate ?? ''),
    totalPremium: cents(row.totalPremium) / 100,
    commission: cents(row.commission) / 100,
    netDue: (cents(row.totalPremium) - cents(row.commission)) / 100,
    isPaid: Boolean(row.isPaid),
  }));
}

/** The figures of a set of lines, to the cent. */
export function agencyBilledTotals(lines: readonly AgencyBilledLine[]) {
  const sum = (pick: (line: AgencyBilledLine) => number, of = lines) =>
    of.reduce((total, line) => total + cents(pick(line)), 0) / 100;
  const unpaid = lines.filter((line) => !line.isPaid);
  return {
    policies: lines.length,
    paidPolicies: lines.length - unpaid.length,
    unpaidPolicies: unpaid.length,
    totalPremium: sum((line) => line.totalPremium),
    commission: sum((line) => line.commission),
    netDue: sum((line) => line.netDue),
    outstanding: sum((line) => line.netDue, unpaid),
  };
}
