import type { Generated } from 'kysely';

/** An organisation's member accounts (core migration 010), added to `Database`. */
export interface OrganisationMembersTable {
  organisationId: string;
  memberId: string;
  created: Generated<Date>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    organisationMembers: OrganisationMembersTable;
  }
}

declare module '../../src/server/db/businessTables' {
  /** The policy's carrier account (core migration 010). */
  interface PoliciesTable {
    carrierId: string | null;
  }
}

declare module '../../src/server/db/formTables' {
  /** The claim's vendor account (core migration 010). */
  interface ClaimsTable {
    vendorId: string | null;
  }
}
