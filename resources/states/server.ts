import stateSchema from '../../schemas/records/state.schema.json';
import { sql } from 'kysely';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { statesResource } from './declaration';
import { grants } from './grants';
import { migration } from './migration';
import type { StateRecord } from '../../src/shared/generated/records';

/** This resource's records are `StateRecord`s (what `storeOf('states')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    states: StateRecord;
  }
}

export const STATE_TAKEN = "This state is already in the country's list.";
const COLUMNS = ['id', 'country', 'stateName', 'stateNameAbbrv', 'created', 'modified', 'version'] as const;

/** States: one catalogue shared by every tenant (no tenant owns a state). */
export const statesServer: ServerResource = {
  schema: stateSchema,
  grants,
  declaration: statesResource,
  table: 'states',
  label: 'State',
  migrations: { '20261124_states': migration },
  selectRows: (db) => db.selectFrom('states').select(COLUMNS.map((c) => `states.${c}` as const)),
  column: (field) => `states.${field}`,
  searchColumn: 'states.searchText',
  scope: () => () => sql`true`,
  readOnlyFields: ['id', 'created', 'modified', 'version'],
  async prepareWrite(db, _principal, value, existing) {
    let twin = db
      .selectFrom('states')
      .select('id')
      .where('country', '=', value.country as string)
      .where('stateNameAbbrv', '=', value.stateNameAbbrv as string);
    if (existing) twin = twin.where('id', '!=', existing.id as string);
    if (await twin.executeTakeFirst()) throw invalid([{ field: 'stateNameAbbrv', detail: STATE_TAKEN }]);
    return { country: value.country, stateName: value.stateName, stateNameAbbrv: value.stateNameAbbrv };
  },
};
