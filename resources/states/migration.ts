import { sql, type Kysely } from 'kysely';
import { STATES } from './stateList';

/** The states table, indexed for the list's country filter and name order, with the reference list in it. */
export const migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('states')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('state_name', 'text', (c) => c.notNull())
      .addColumn('state_name_abbrv', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) =>
        c.generatedAlwaysAs(sql`lower(state_name || ' ' || state_name_abbrv)`).stored(),
      )
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('states_country_name').on('states').columns(['country', 'state_name']).execute();
    await db.schema
      .createIndex('states_country_abbrv')
      .on('states')
      .columns(['country', 'state_name_abbrv'])
      .unique()
      .execute();
    const rows = Object.entries(STATES).flatMap(([country, states]) =>
      states.map(([abbrv, name]) => ({ country, stateName: name, stateNameAbbrv: abbrv })),
    );
    await db.insertInto('states').values(rows).execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('states').execute();
  },
};
