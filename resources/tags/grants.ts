/**
 * Tags (and selecting them on accounts, `tag:apply`) per seeded role: Customer Success reads; an Agency Admin
 * manages them; a Principal Producer reads, creates and applies; an Agent reads and applies.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['tag:read'],
  'AGENCY/Agency Admin': ['tag:read', 'tag:create', 'tag:update', 'tag:delete', 'tag:apply'],
  'AGENCY/Principal Producer': ['tag:read', 'tag:create', 'tag:apply'],
  'AGENCY/Agent': ['tag:read', 'tag:apply'],
};
