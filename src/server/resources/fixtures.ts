/**
 * Test fixtures every resource declares beside itself (resources/<name>/fixtures.ts), so generated tests —
 * the tenant matrix, the bad-write suite — can exercise any resource without knowing it.
 */
export interface TenantContext {
  /** The agency whose records are written (own or foreign, as the test needs). */
  agencyId: string;
  /** A team of that agency. */
  teamId: string;
  /** A client account (CUSTOMER) of that agency. */
  accountId: string;
}

export interface ResourceFixtures {
  /** Resource name as in its declaration. */
  resource: string;
  /** A body that a caller allowed to create in this tenant gets accepted (201). Unique per call. */
  validBody(tenant: TenantContext, unique: string): Record<string, unknown>;
  /** A body the schema refuses, with the fields the 400 answer must name. */
  invalidBody(tenant: TenantContext): { body: Record<string, unknown>; fields: string[] };
  /** The body field that names the owning tenant (refused when foreign), if the resource has one. */
  tenantField?: string;
}
