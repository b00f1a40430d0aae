/**
 * A blacklisted domain is refused on an account (spec 001 §2 "blacklist domain"; the domain input's server
 * verification, §5): the account details' `domainName` and each of `domains` are checked against the blacklist
 * (resources/blacklistedDomains) and a listed one is a 400 naming the field with the spec's "Invalid Domain! Try
 * a different domain name.".
 */
import type { Kysely } from 'kysely';
import { invalid } from '../../../src/server/http/apiError';
import { BLACKLISTED_DOMAIN, blacklisted } from '../../blacklistedDomains/server';
import type { Database } from '../../../src/server/db/tables';

export async function refuseBlacklistedDomains(db: Kysely<Database>, answers: Record<string, unknown>): Promise<void> {
  const entries: [string, string][] = [];
  if (typeof answers.domainName === 'string' && answers.domainName) entries.push(['domainName', answers.domainName]);
  if (Array.isArray(answers.domains))
    answers.domains.forEach(
      (domain, index) => typeof domain === 'string' && entries.push([`domains.${index}`, domain]),
    );
  if (!entries.length) return;
  const listed = await blacklisted(
    db,
    entries.map(([, domain]) => domain),
  );
  const refused = entries.filter(([, domain]) => listed.has(domain));
  if (refused.length) throw invalid(refused.map(([field]) => ({ field, detail: BLACKLISTED_DOMAIN })));
}
