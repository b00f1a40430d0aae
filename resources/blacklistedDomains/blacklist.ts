/**
 * The blacklist as the rest of the platform asks it: a domain (any case, protocol and `www.` stripped) is
 * blacklisted when it, or a domain it belongs to, is listed (`mail.example.com` under `example.com`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

export const BLACKLISTED_DOMAIN = 'Invalid Domain! Try a different domain name.';

/** The domain as stored and compared: lower case, no protocol, no `www.`, no path. */
export const normalDomain = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');

/** The domain and every parent domain of two labels or more (`a.b.example.com` → itself, `b.example.com`, `example.com`). */
function withParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels
    .slice(0, -1)
    .map((_, index) => labels.slice(index).join('.'))
    .filter((candidate) => candidate.includes('.'));
}

/** Which of `domains` are blacklisted (as given). */
export async function blacklisted(db: Kysely<Database>, domains: readonly string[]): Promise<Set<string>> {
  const wanted = new Map(domains.filter(Boolean).map((domain) => [domain, withParents(normalDomain(domain))]));
  const all = [...new Set([...wanted.values()].flat())];
  if (!all.length) return new Set();
  const listed = new Set(
    (await db.selectFrom('blacklistedDomains').select('domain').where('domain', 'in', all).execute()).map((row) =>
      String(row.domain),
    ),
  );
  return new Set(
    [...wanted]
      .filter(([, candidates]) => candidates.some((candidate) => listed.has(candidate)))
      .map(([domain]) => domain),
  );
}
