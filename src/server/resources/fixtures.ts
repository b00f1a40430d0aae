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
  /** A user (agent) of that agency, for records that name one (agent licences). */
  agentUserId?: string;
  /** A role of the AGENCY account type (Agency Admin), for records that name a role (users). */
  agencyRoleId?: string;
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
  /**
   * Records every tenant shares (a catalogue, e.g. roles per account type): the tenant matrix checks only
   * permissions for them, since no tenant owns one.
   */
  shared?: boolean;
}
