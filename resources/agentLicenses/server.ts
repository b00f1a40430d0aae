import agentLicenseSchema from '../../schemas/records/agentLicense.schema.json';
import type { Kysely } from 'kysely';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { agentLicenseSpecPaths } from './specRoutes';
import { agencyOwnedScope, dayColumn, owningAgency } from '../../src/server/tenancy/agencyOwned';
import { assertNotExpired } from '../agencyLicenses/server';
import { agentLicensesResource } from './declaration';
import type { Database } from '../../src/server/db/tables';
import type { AgentLicenseRecord } from '../../src/shared/generated/records';

/** This resource's records are `AgentLicenseRecord`s (what `storeOf('agentLicenses')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    agentLicenses: AgentLicenseRecord;
  }
}

export const SELECT_AGENT = 'Please select an Agent';

const COLUMNS = ['id', 'agencyId', 'agentId', 'npn', 'number', 'state', 'created', 'modified', 'version'] as const;

/** The agent must be a user of the licence's agency. */
async function assertAgent(db: Kysely<Database>, agentId: unknown, agencyId: string): Promise<void> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', agentId as string)
    .where('accountId', '=', agencyId)
    .executeTakeFirst();
  if (!agent) throw invalid([{ field: 'agentId', detail: SELECT_AGENT }]);
}

export const agentLicensesServer: ServerResource = {
  schema: agentLicenseSchema,
  routes: agentLicenseSpecPaths,
  declaration: agentLicensesResource,
  table: 'agentLicenses',
  label: 'License',
  selectRows: (db) =>
    db
      .selectFrom('agentLicenses')
      .innerJoin('users as agent', 'agent.id', 'agentLicenses.agentId')
      .select(COLUMNS.map((c) => `agentLicenses.${c}` as const))
      .select(dayColumn('agentLicenses.expirationDate', 'expirationDate'))
      .select([
        'agent.firstName as agentFirstName',
        'agent.lastName as agentLastName',
        'agent.email as agentEmail',
        'agent.phone as agentPhone',
      ]),
  column: (field) => (field === 'agentLastName' ? 'agent.lastName' : `agentLicenses.${field}`),
  searchColumn: 'agentLicenses.searchText',
  scope: (principal) => agencyOwnedScope(principal, 'agentLicenses.agencyId'),
  readOnlyFields: [
    'id',
    'created',
    'modified',
    'version',
    'agentFirstName',
    'agentLastName',
    'agentEmail',
    'agentPhone',
  ],
  async prepareWrite(db, principal, value, existing) {
    assertNotExpired(value);
    const agencyId = await owningAgency(db, principal, value, existing);
    await assertAgent(db, value.agentId, agencyId);
    return { ...value, agencyId };
  },
};
