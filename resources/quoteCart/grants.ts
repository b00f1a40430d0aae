/**
 * The cart per seeded role: the agency users who quote (Agency Admin, Principal Producer, Agent) read their
 * clients' carts, add variations, remove them and submit them (submitting creates quotes, so it needs
 * `quoteCart:create`). Nobody at an agency edits an entry: a variation is removed and priced anew. Super Admin
 * and Power User hold every permission; the provider's other roles and policyholders have no cart.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'AGENCY/Agency Admin': ['quoteCart:read', 'quoteCart:create', 'quoteCart:delete'],
  'AGENCY/Principal Producer': ['quoteCart:read', 'quoteCart:create', 'quoteCart:delete'],
  'AGENCY/Agent': ['quoteCart:read', 'quoteCart:create', 'quoteCart:delete'],
};
