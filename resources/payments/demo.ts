import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

/**
 * What the payment page's demo needs: the Alpha agency's street address, so an instalment plan can be offered
 * to its clients instead of "Agency Details Missing" (spec 002 §8). Beta keeps none (the missing-details case).
 * Unpaid policies for the policyholder are not seeded: the suites count the policyholder's policies; staff
 * issue one, and send its payment link with POST /api/billing/v1/invoiceReminder/{policyId}.
 */
export async function seedDemoPayments(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ address1: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' })
    .where('accountType', '=', 'AGENCY')
    .where('hostname', '=', 'alpha')
    .where('address1', 'is', null)
    .execute();
}
