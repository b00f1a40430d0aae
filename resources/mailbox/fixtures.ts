import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** A new draft of the tenant's agency (staff name it; an agency user's own); the bad one has a malformed recipient and an unknown type. */
export const mailboxFixtures: ResourceFixtures = {
  resource: 'mailbox',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    subject: `Fixture message ${unique}`,
    body: 'Hello',
    toAddresses: ['someone@example.test'],
  }),
  invalidBody: () => ({
    body: { subject: 'Bad message', toAddresses: ['not an address'], emailType: 'SIDEWAYS' },
    fields: ['toAddresses.0', 'emailType'],
  }),
  tenantField: 'agencyId',
};
