/** Webhooks per seeded role: Customer Success reads; an Agency Admin manages its agency's; a Principal Producer reads. */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['webhook:read'],
  'AGENCY/Agency Admin': ['webhook:read', 'webhook:create', 'webhook:update', 'webhook:delete'],
  'AGENCY/Principal Producer': ['webhook:read'],
};
