/**
 * What every policy document starts from: the policy read through the policies store with the caller's
 * principal (another agency's policy, or another policyholder's, is a 404; an account id that is not the
 * policy's is a 404 too), and, once the policy is known to be visible, the names and addresses of its insured
 * (the client account) and its producer (the agency).
 */
import type { Principal } from '../../src/server/auth/principal';
import { invalid, notFound } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { CERTIFICATE_MESSAGES } from './messages';
import type { ApiRecord } from '../../src/shared/api/types';

export interface Party {
  name: string;
  /** Street lines, then "city, state zip". */
  address: string[];
  phone?: string;
}

export interface PolicyFacts {
  policy: ApiRecord;
  details: ApiRecord;
  insured: Party;
  producer: Party;
}

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Address lines of an address with the spec's field names (address1, address2, city, state, zip or zipCode). */
export function addressLines(a: {
  address1?: unknown;
  address2?: unknown;
  city?: unknown;
  state?: unknown;
  zip?: unknown;
  zipCode?: unknown;
}): string[] {
  const place = [a.city, [a.state, a.zip ?? a.zipCode].filter(present).join(' ')].filter(present).join(', ');
  return [a.address1, a.address2, place].filter(present);
}

function detailsOf(policy: ApiRecord): ApiRecord {
  const { details } = policy;
  if (typeof details === 'string') {
    try {
      return JSON.parse(details) as ApiRecord;
    } catch {
      return {};
    }
  }
  return details && typeof details === 'object' ? (details as ApiRecord) : {};
}

export async function readPolicyFacts(
  { store, db }: ResourceContext,
  principal: Principal,
  policyId: unknown,
  accountId?: unknown,
): Promise<PolicyFacts> {
  if (!present(policyId)) throw invalid([{ field: 'policyId', detail: CERTIFICATE_MESSAGES.policy }]);
  const policy = await store.get(principal, policyId);
  if (present(accountId) && accountId !== policy.accountId) throw notFound(store.resource.label);
  const ids = [policy.accountId, policy.agencyId].filter(present);
  const rows = ids.length
    ? await db
        .selectFrom('accounts')
        .select(['id', 'name', 'address1', 'address2', 'city', 'state', 'zipCode', 'phone'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const party = (id: unknown, fallback: unknown): Party => {
    const row = rows.find((r) => r.id === id);
    return {
      name: row?.name ?? (present(fallback) ? fallback : '-'),
      address: row ? addressLines(row) : [],
      phone: row?.phone ?? undefined,
    };
  };
  return {
    policy,
    details: detailsOf(policy),
    insured: party(policy.accountId, policy.companyName),
    producer: party(policy.agencyId, policy.agencyName),
  };
}
