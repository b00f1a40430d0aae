import type { Kysely } from 'kysely';
import { daysFromToday } from '../../src/shared/dates/today';
import { SUBMISSION_STATUSES } from './catalogue';
import type { Database } from '../../src/server/db/tables';

/**
 * Demo submissions: for each demo agency, one submission in every status of spec 002 §3 (and a declined and a
 * lost one with their reasons), over the agency's first clients, so the SUBMISSIONS tab and its stats have
 * something to show. Numbers are fixed (S-ALP-0001…) so a demo is the same every time.
 */
export async function seedDemoSubmissions(db: Kysely<Database>): Promise<void> {
  const agencies = await db
    .selectFrom('accounts')
    .select(['id', 'hostname'])
    .where('accountType', '=', 'AGENCY')
    .where('hostname', 'in', ['alpha', 'beta'])
    .orderBy('hostname')
    .execute();
  for (const agency of agencies) {
    const clients = await db
      .selectFrom('accounts')
      .select('id')
      .where('agencyId', '=', agency.id)
      .where('accountType', '=', 'CUSTOMER')
      .orderBy('name')
      .limit(SUBMISSION_STATUSES.length)
      .execute();
    if (!clients.length) continue;
    const code = String(agency.hostname).slice(0, 3).toUpperCase();
    const rows = SUBMISSION_STATUSES.map((status, index) => ({
      accountId: clients[index % clients.length].id,
      agencyId: agency.id,
      submissionNumber: `S-${code}-${String(index + 1).padStart(4, '0')}`,
      msgId: `<demo-${code.toLowerCase()}-${index + 1}@mail.demo.test>`,
      status,
      isRenewal: index % 4 === 3,
      expiryDate: daysFromToday(30 + index * 5),
      quotedPremium: status === 'quoted' || status === 'bound' ? 2_500 + index * 310 : null,
      ...(status === 'declined'
        ? { declinationReason: 'POOR_CONTROLS', declinationReasonDescription: 'No MFA on remote access' }
        : {}),
      ...(status === 'lost'
        ? {
            lostReason: 'FILL_IN_OPTION',
            lostReasonDescription: 'Went with incumbent',
            fillInLostReason: 'Incumbent carrier matched the price',
          }
        : {}),
      modified: new Date(),
    }));
    await db.insertInto('submissions').values(rows).execute();
  }
}
