import { describe, expect, it } from 'vitest';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import { camelCaseDatabase, FastCamelCasePlugin } from './camelCasePlugin';
import type { TablesByName } from './tablesByName';

const mapRows = async (rows: Record<string, unknown>[]) =>
  (await new FastCamelCasePlugin().transformResult({ queryId: { queryId: 'q' }, result: { rows } })).rows;

describe('camelCase row mapping', () => {
  it('camelCases keys, nested plain objects and arrays of them, and keeps other values as they are', async () => {
    const created = new Date('2026-11-23T10:00:00Z');
    const bytes = Buffer.from('pdf');
    const [row] = await mapRows([
      {
        agency_id: 'a1',
        created_at: created,
        file_data: bytes,
        team_ids: ['t1', 't2'],
        firmographics: { no_of_employees: 5, mailing_address: { zip_code: '10001' } },
        contacts: [{ first_name: 'Ada' }, 'plain'],
      },
    ]);
    expect(row).toEqual({
      agencyId: 'a1',
      createdAt: created,
      fileData: bytes,
      teamIds: ['t1', 't2'],
      firmographics: { noOfEmployees: 5, mailingAddress: { zipCode: '10001' } },
      contacts: [{ firstName: 'Ada' }, 'plain'],
    });
    expect(row.createdAt).toBe(created);
    expect(row.fileData).toBe(bytes);
  });
});

describe('snake_case SQL', () => {
  // The oracle is Kysely's own CamelCasePlugin, which rewrites the query tree; ours writes the same names as it compiles.
  const pool = {} as PostgresPool;
  const ours = new Kysely<TablesByName>(camelCaseDatabase({ pool }));
  const kyselys = new Kysely<TablesByName>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  const queries: [
    string,
    (db: Kysely<TablesByName>) => { compile(): { sql: string; parameters: readonly unknown[] } },
  ][] = [
    [
      'a select with joins, aliases, refs and a subquery',
      (db) =>
        db
          .selectFrom('accounts')
          .innerJoin('accounts as agency', 'agency.id', 'accounts.agencyId')
          .select([
            'accounts.id',
            'accounts.zipCode',
            'agency.name as agencyName',
            sql.ref('accounts.teamId').as('teamOfRecord'),
          ])
          .where((eb) =>
            eb.and([
              eb('accounts.agencyId', '=', 'a1'),
              eb(eb.ref('accounts.teamId'), 'in', ['t1', 't2']),
              eb.exists(
                db.selectFrom('organisationMembers').select('memberId').whereRef('memberId', '=', 'accounts.agencyId'),
              ),
            ]),
          )
          .orderBy(sql.ref('accounts.policyContactLastName'), 'desc')
          .limit(26)
          .offset(50),
    ],
    [
      'an insert returning columns',
      (db) =>
        db
          .insertInto('quoteLines')
          .values({ quoteId: 'q', lineNo: 1, coverageLimit: 100 })
          .onConflict((oc) => oc.columns(['quoteId', 'lineNo']).doUpdateSet({ coverageLimit: 200 }))
          .returning(['id', 'createdAt']),
    ],
    [
      'an update with a raw identifier',
      (db) =>
        db
          .updateTable('policies')
          .set({ billingStatus: 'PAID', version: sql`${sql.id('version')} + 1` })
          .where('policyNumber', '=', 'P-1'),
    ],
    [
      'a table created by a migration',
      (db) =>
        db.schema
          .createTable('webhookDeliveries')
          .addColumn('deliveryId', 'uuid', (c) => c.primaryKey())
          .addColumn('nextAttemptAt', 'timestamptz')
          .addColumn('webhookId', 'uuid')
          .addForeignKeyConstraint('deliveries_hook', ['webhookId'], 'webhooks', ['id']),
    ],
    [
      'an index',
      (db) => db.schema.createIndex('accounts_agency_name').on('accounts').columns(['agencyId', 'name', 'id']),
    ],
  ];
  for (const [name, build] of queries) {
    it(`writes ${name} exactly as Kysely's plugin does`, () => {
      const expected = build(kyselys).compile();
      const actual = build(ours).compile();
      expect(actual.sql).toBe(expected.sql);
      expect(actual.parameters).toEqual(expected.parameters);
      expect(actual.sql).not.toMatch(/"[a-z]+[A-Z]/);
    });
  }
});
