import { describe, expect, it } from 'vitest';
import { Kysely, sql, type PostgresPool } from 'kysely';
import { camelCaseDatabase } from '../db/camelCasePlugin';
import { precompiledSelections } from './precompiledSelections';
import type { Database } from '../db/tables';

describe('precompiledSelections', () => {
  const db = new Kysely<Database>(camelCaseDatabase({ pool: {} as PostgresPool }));
  const rows = db
    .selectFrom('accounts')
    .leftJoin('accounts as agency', 'agency.id', 'accounts.agencyId')
    .select(['accounts.id', 'accounts.zipCode', 'accounts.policyContactEmail'])
    .select('agency.name as agencyName')
    .where('accounts.accountType', '=', 'CUSTOMER');

  it('writes the same statements as the select list built each time, conditions and all', () => {
    const fixed = precompiledSelections(db, rows);
    const page = (base: typeof rows) =>
      base
        .where('accounts.agencyId', '=', 'g1')
        .where((eb) => eb(eb.ref('accounts.teamId'), 'in', ['t1', 't2']))
        .select(
          db
            .selectFrom('accounts')
            .select(sql<number>`count(*)`.as('n'))
            .as('listTotal'),
        )
        .orderBy('accounts.name')
        .limit(26)
        .offset(25)
        .compile();
    expect(page(fixed).sql).toBe(page(rows).sql);
    expect(page(fixed).parameters).toEqual(page(rows).parameters);
    expect(fixed.clearSelect().select('accounts.id').compile().sql).toBe(
      rows.clearSelect().select('accounts.id').compile().sql,
    );
  });

  it('leaves a select list with parameters as it is', () => {
    const withValue = rows.select(sql<string>`${'x'}`.as('marker'));
    expect(precompiledSelections(db, withValue)).toBe(withValue);
  });
});
