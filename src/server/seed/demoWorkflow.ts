import type { Kysely } from 'kysely';
import { newWorkflowId } from '../auth/workflows/workflowStore';
import type { Database } from '../db/tables';

/** A demo link lives long enough for a demo database that is kept around. */
const DEMO_WORKFLOW_DAYS = 365;

/**
 * One workflow link for the demo policyholder: its ready quote (spec 000 §2.8, "access the quote"). Staff find
 * the link with GET /api/auth/v1/workflows; the seed prints nothing about it.
 */
export async function seedDemoWorkflow(db: Kysely<Database>): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'owner@customer.demo.test')
    .executeTakeFirst();
  const quote = await db.selectFrom('quotes').select('id').where('quoteNumber', '=', 'Q-CUST-0001').executeTakeFirst();
  if (!owner || !quote) return;
  await db
    .insertInto('workflows')
    .values({
      id: newWorkflowId(),
      flow: 'QUOTE',
      userId: owner.id,
      redirectUrl: `/customer/quotes/${quote.id}/show`,
      expiresAt: new Date(Date.now() + DEMO_WORKFLOW_DAYS * 24 * 3600 * 1000),
    })
    .execute();
}
