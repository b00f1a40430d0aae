/**
 * Licences (agency, agent and surplus lines share the `license` permissions) per seeded role: the internal
 * roles but Head of Claims read; an Agency Admin manages them; a Principal Producer reads, adds and edits; an
 * Agent reads.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['license:read'],
  'PROVIDER/Biz Dev': ['license:read'],
  'PROVIDER/TSM': ['license:read'],
  'PROVIDER/Technician': ['license:read'],
  'AGENCY/Agency Admin': ['license:read', 'license:create', 'license:update', 'license:delete'],
  'AGENCY/Principal Producer': ['license:read', 'license:create', 'license:update'],
  'AGENCY/Agent': ['license:read'],
};
