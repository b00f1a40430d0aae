import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

interface DemoMessage {
  subject: string;
  from: string;
  category: string;
  body: string;
  owner?: { agency: 'alpha' | 'beta'; team: string; agent?: string };
  reply?: { from: string; body: string; to: string };
  minutesAgo: number;
}

/**
 * The demo mailbox: four incoming threads. One waits for staff to assign it; Alpha's East team (where
 * agent@alpha works) has one answered thread (2 messages); Alpha's West team and Beta have one each, which the
 * Alpha agent does not see.
 */
const THREADS: readonly DemoMessage[] = [
  {
    subject: 'New submission: Acme Robotics cyber application',
    from: 'broker@acme-brokers.example',
    category: 'SUBMISSION',
    body: 'Please find the application for Acme Robotics attached. Revenue $12M, 80 employees.',
    minutesAgo: 30,
  },
  {
    subject: 'Loss runs for Alpha Omega Consulting',
    from: 'carrier@prior-carrier.example',
    category: 'LOSSRUNS',
    body: 'Attached are the five-year loss runs you asked for.',
    owner: { agency: 'alpha', team: 'Alpha East', agent: 'agent@alpha.demo.test' },
    reply: { from: 'agent@alpha.demo.test', to: 'carrier@prior-carrier.example', body: 'Thank you, received.' },
    minutesAgo: 240,
  },
  {
    subject: 'Certificate request for a landlord',
    from: 'client@alpha-west.example',
    category: 'CERT_REQUEST',
    body: 'Our landlord needs a certificate of insurance.',
    owner: { agency: 'alpha', team: 'Alpha West' },
    minutesAgo: 600,
  },
  {
    subject: 'Claims: phishing incident at Alphanumeric Systems',
    from: 'it@alphanumeric.example',
    category: 'CLAIMS',
    body: 'We clicked a phishing link this morning; what do we do?',
    owner: { agency: 'beta', team: 'Beta Main' },
    minutesAgo: 90,
  },
];

export async function seedDemoMailbox(db: Kysely<Database>): Promise<void> {
  const seeded = await db.selectFrom('mailboxMessages').select('id').limit(1).executeTakeFirst();
  if (seeded) return;
  for (const thread of THREADS) {
    const owner = thread.owner ? await ownerOf(db, thread.owner) : {};
    if (thread.owner && !owner.agencyId) continue;
    const id = randomUUID();
    const received = new Date(Date.now() - thread.minutesAgo * 60_000);
    await db
      .insertInto('mailboxMessages')
      .values({
        id,
        threadId: id,
        subject: thread.subject,
        body: thread.body,
        fromAddress: thread.from,
        msgCategory: thread.category,
        emailDirection: 'INBOUND',
        emailType: 'NEW',
        toAddresses: JSON.stringify(['mailbox@provider.example']),
        dateReceived: received,
        ...owner,
      })
      .execute();
    if (thread.reply) {
      const sent = new Date(received.getTime() + 20 * 60_000);
      await db
        .insertInto('mailboxMessages')
        .values({
          threadId: id,
          replyToMsgId: id,
          references: JSON.stringify([id]),
          subject: `Re: ${thread.subject}`,
          body: thread.reply.body,
          fromAddress: thread.reply.from,
          toAddresses: JSON.stringify([thread.reply.to]),
          msgCategory: thread.category,
          emailDirection: 'OUTBOUND',
          emailType: 'REPLY',
          dateReceived: sent,
          dateSent: sent,
          ...owner,
        })
        .execute();
    }
  }
}

async function ownerOf(
  db: Kysely<Database>,
  owner: NonNullable<DemoMessage['owner']>,
): Promise<Record<string, unknown>> {
  const agency = await db
    .selectFrom('accounts')
    .select('id')
    .where('hostname', '=', owner.agency)
    .where('accountType', '=', 'AGENCY')
    .executeTakeFirst();
  if (!agency) return {};
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('agencyId', '=', agency.id)
    .where('name', '=', owner.team)
    .executeTakeFirst();
  const agent = owner.agent
    ? await db.selectFrom('users').select('id').where('email', '=', owner.agent).executeTakeFirst()
    : undefined;
  return { agencyId: agency.id, teamId: team?.id ?? null, agentUserId: agent?.id ?? null };
}
