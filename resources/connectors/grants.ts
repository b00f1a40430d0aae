/**
 * Connectors per seeded role (spec 001 §1: agency users "manage … connectors"; the matrix is not shown): every
 * agency user manages the connections of the clients it sees. Super Admin and Power User hold every permission.
 * Policyholders and the other organisations get none (the spec does not show them the screens).
 */
const ALL = ['connector:read', 'connector:create', 'connector:update', 'connector:delete'];

export const grants: Readonly<Record<string, readonly string[]>> = {
  'AGENCY/Agency Admin': ALL,
  'AGENCY/Principal Producer': ALL,
  'AGENCY/Agent': ALL,
};
