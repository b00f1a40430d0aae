import type { Kysely } from 'kysely';
import type { FirmographicData } from '../reviewAnswer';
import type { Database } from '../../../src/server/db/tables';

/** The client account's firmographic fields as the server holds them: the account row and its details form. */
export async function firmographicsOf(db: Kysely<Database>, accountId: string): Promise<FirmographicData> {
  const account = await db
    .selectFrom('accounts')
    .select(['name', 'address1', 'city', 'state', 'zipCode'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  const form = await db
    .selectFrom('formAnswers')
    .select('answers')
    .where('accountId', '=', accountId)
    .where('form', '=', 'accountDetails')
    .executeTakeFirst();
  const answers = (form?.answers ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
  return {
    companyName: text(account?.name),
    address1: text(account?.address1),
    city: text(account?.city),
    state: text(account?.state),
    zipCode: text(account?.zipCode),
    naicsCode: text(answers.naicsCode),
    revenue: typeof answers.revenue === 'number' ? answers.revenue : null,
  };
}
