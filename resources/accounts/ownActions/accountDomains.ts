/** The account's web domains as its account-details form answers them (`domainName`, then each of `domains`). */
import type { Kysely } from 'kysely';
import { normalDomain } from '../../blacklistedDomains/server';
import type { Database } from '../../../src/server/db/tables';

export async function accountDomains(db: Kysely<Database>, accountId: string): Promise<string[]> {
  const form = await db
    .selectFrom('formAnswers')
    .select('answers')
    .where('accountId', '=', accountId)
    .where('form', '=', 'accountDetails')
    .executeTakeFirst();
  const answers = (typeof form?.answers === 'string' ? JSON.parse(form.answers) : (form?.answers ?? {})) as Record<
    string,
    unknown
  >;
  const all = [answers.domainName, ...(Array.isArray(answers.domains) ? answers.domains : [])].filter(
    (d): d is string => typeof d === 'string' && d.trim() !== '',
  );
  return [...new Set(all.map(normalDomain))];
}
