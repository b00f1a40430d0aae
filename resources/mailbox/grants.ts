/**
 * The mailbox per seeded role (spec 001 §1: staff "run the shared mailbox"): Customer Success reads, writes,
 * assigns and deletes; an Agency Admin works its agency's threads and assigns them to its teams; a Principal
 * Producer, an Agent and an MSSP's Administrator read, draft and send on the threads they see.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['mailbox:read', 'mailbox:create', 'mailbox:update', 'mailbox:delete', 'mailbox:assign'],
  'AGENCY/Agency Admin': ['mailbox:read', 'mailbox:create', 'mailbox:update', 'mailbox:delete', 'mailbox:assign'],
  'AGENCY/Principal Producer': ['mailbox:read', 'mailbox:create', 'mailbox:update'],
  'AGENCY/Agent': ['mailbox:read', 'mailbox:create', 'mailbox:update'],
  'MSSP/Administrator': ['mailbox:read', 'mailbox:create', 'mailbox:update'],
};
