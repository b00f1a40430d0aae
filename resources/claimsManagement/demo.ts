import type { Insertable, Kysely } from 'kysely';
import type { ClaimFilesTable } from './tables';
import { daysFromToday } from '../../src/shared/dates/today';
import type { Database } from '../../src/server/db/tables';

type Item = { kind: string; data: Record<string, unknown> };

/**
 * Two claim files of Alpha's demo client, Customer Demo Co: an open ransomware file under its policy, with
 * reserves, an invoice, a task and a note, waiting for a claim number (the claims badge counts it); and a
 * closed phishing file with its claim number. Handled by the staff demo user.
 */
export async function seedDemoClaimFiles(db: Kysely<Database>): Promise<void> {
  if (await db.selectFrom('claimFiles').select('id').limit(1).executeTakeFirst()) return;
  const client = await db
    .selectFrom('accounts')
    .innerJoin('accounts as agency', 'agency.id', 'accounts.agencyId')
    .select('accounts.id')
    .where('accounts.name', '=', 'Customer Demo Co')
    .where('agency.hostname', '=', 'alpha')
    .executeTakeFirst();
  if (!client) return;
  const policy = await db
    .selectFrom('policies')
    .select('id')
    .where('accountId', '=', client.id)
    .orderBy('created')
    .executeTakeFirst();
  const handler = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', 'staff@demo.test')
    .executeTakeFirst();
  const by = handler?.email ?? 'staff@demo.test';
  const files: { columns: Omit<Insertable<ClaimFilesTable>, 'accountId'>; items: Item[] }[] = [
    {
      columns: {
        incidentType: 'RANSOMWARE',
        severity: 'HIGH',
        litigationStatus: 'NONE',
        reportedDate: daysFromToday(-12),
        incidentDate: daysFromToday(-14),
        policyId: policy?.id ?? null,
        description: 'File server encrypted; ransom note demands payment in bitcoin.',
      },
      items: [
        {
          kind: 'reserve',
          data: { reserveType: 'firstPartyExpense', amount: 25000, description: 'Forensics and restoration' },
        },
        {
          kind: 'reserve',
          data: { reserveType: 'firstPartyLoss', amount: 40000, description: 'Business interruption' },
        },
        {
          kind: 'invoice',
          data: {
            invoiceNumber: 'INV-4471',
            vendorName: 'Northwind Forensics',
            amount: 8200,
            invoiceDate: daysFromToday(-5),
            reserveType: 'firstPartyExpense',
            status: 'APPROVED',
          },
        },
        {
          kind: 'task',
          data: {
            title: 'Collect the forensic report',
            dueDate: daysFromToday(7),
            category: 'DOCUMENTS',
            status: 'OPEN',
          },
        },
        {
          kind: 'note',
          data: { noteType: 'GENERAL', text: 'Insured called; backups are eight days old. Forensics engaged.' },
        },
      ],
    },
    {
      columns: {
        incidentType: 'BUSINESS_EMAIL_COMPROMISE',
        severity: 'MEDIUM',
        litigationStatus: 'NONE',
        reportedDate: daysFromToday(-400),
        incidentDate: daysFromToday(-402),
        claimNumber: 'CM-2025-0042',
        status: 'CLOSED',
        closedDate: daysFromToday(-300),
        description: 'Phishing led to a mailbox takeover; no funds lost.',
      },
      items: [
        { kind: 'reserve', data: { reserveType: 'firstPartyExpense', amount: 6000 } },
        {
          kind: 'invoice',
          data: {
            invoiceNumber: 'INV-3310',
            vendorName: 'Contoso Breach Counsel',
            amount: 5400,
            invoiceDate: daysFromToday(-320),
            reserveType: 'firstPartyExpense',
            status: 'PAID',
          },
        },
        { kind: 'note', data: { noteType: 'CLOSING', text: 'Counsel confirmed no notification duty. Closed.' } },
      ],
    },
  ];
  for (const file of files) {
    const row = await db
      .insertInto('claimFiles')
      .values({ accountId: client.id, handlerId: handler?.id ?? null, ...file.columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of file.items)
      await db
        .insertInto('claimFileItems')
        .values({ claimFileId: row.id, kind: item.kind, createdBy: by, data: JSON.stringify(item.data) })
        .execute();
  }
}
