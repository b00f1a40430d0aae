import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The P250 security questions' answers, form securityP250. */
const P250 = 'securityP250';

/** The required-group flags as a save under v1 stores them when no quote set them. */
const NO_GROUP_REQUIRED = {
  contingentSystemFailureRequired: false,
  cyberCrimeLossRequired: false,
  fullSystemFailureRequired: false,
};

/**
 * P250 security answers given under v1 of the form, before v2 renamed the bank question and the six-monthly
 * backup: Customer Demo Co and Granite Logistics (Alpha's clients) and Keystone Bakery (Beta's). The answer
 * migration to v2 (schemas/forms/securityP250/v2.migration.json) has these to move.
 */
export const DEMO_P250_ANSWERS: readonly { account: string; agency: string; answers: Record<string, unknown> }[] = [
  {
    account: 'Customer Demo Co',
    agency: 'alpha',
    answers: {
      isVerifyingBankAccounts: 'YES',
      isAuthenticatingFundTransferRequests: 'YES',
      isPreventingUnauthorizedWireTransfers: 'NO',
      backupFrequency: 'SIX_MONTHS',
      testedFullFailover: 'NO',
      ...NO_GROUP_REQUIRED,
    },
  },
  {
    account: 'Granite Logistics',
    agency: 'alpha',
    answers: {
      isVerifyingBankAccounts: 'NO',
      backupFrequency: 'WEEKLY',
      testedFullFailover: 'YES',
      ...NO_GROUP_REQUIRED,
    },
  },
  {
    account: 'Keystone Bakery',
    agency: 'beta',
    answers: {
      dmzSeparation: 'YES',
      thirdPartySecurityAgreement: 'NO',
      backupFrequency: 'DAILY',
      ...NO_GROUP_REQUIRED,
    },
  },
];

/** Stores the demo's v1 P250 answers (rows as the form wrote them under v1), once the client accounts exist. */
export async function seedDemoFormAnswers(db: Kysely<Database>): Promise<void> {
  for (const { account, agency, answers } of DEMO_P250_ANSWERS) {
    const row = await db
      .selectFrom('accounts as client')
      .innerJoin('accounts as agency', 'agency.id', 'client.agencyId')
      .select('client.id')
      .where('client.accountType', '=', 'CUSTOMER')
      .where('client.name', '=', account)
      .where('agency.hostname', '=', agency)
      .executeTakeFirst();
    if (!row) continue;
    await db
      .insertInto('formAnswers')
      .values({
        accountId: row.id,
        form: P250,
        schemaId: P250,
        schemaVersion: 1,
        answers: JSON.stringify(answers),
        modified: new Date(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
