import { describe, expect, it } from 'vitest';
import { expressionBuilder, Kysely, sql, type Expression, type PostgresPool, type SqlBool } from 'kysely';
import { camelCaseDatabase } from '../db/camelCasePlugin';
import { cutAtParameters, ListStatements } from './listStatement';
import type { Database } from '../db/tables';

describe('cutAtParameters', () => {
  it('cuts a statement at $1 … $n', () => {
    expect(cutAtParameters({ sql: 'select * from t where a = $1 and b in ($2, $3)', parameters: [1, 2, 3] })).toEqual({
      texts: ['select * from t where a = ', ' and b in (', ', ', ')'],
      values: [1, 2, 3],
    });
    expect(cutAtParameters({ sql: 'select 1', parameters: [] })).toEqual({ texts: ['select 1'], values: [] });
  });

  it('refuses a statement whose "$n" are not exactly its parameters in order', () => {
    expect(cutAtParameters({ sql: "select * from t where a = $1 and b = '$2'", parameters: [1] })).toBeUndefined();
    expect(cutAtParameters({ sql: 'select * from t where a = $2 and b = $1', parameters: [1, 2] })).toBeUndefined();
    expect(cutAtParameters({ sql: 'select * from t where a = $1', parameters: [1, 2] })).toBeUndefined();
  });
});

describe('ListStatements', () => {
  const db = new Kysely<Database>(camelCaseDatabase({ pool: {} as PostgresPool }));
  const eb = expressionBuilder<any, any>();
  const rows = db
    .selectFrom('accounts')
    .select(['accounts.id', 'accounts.name'])
    .where('accounts.accountType', '=', 'CUSTOMER');
  /** A page with its capped count, as a list builds one: the conditions appear twice, a fixed value between them. */
  const page = (base: typeof rows) => (conditions: Expression<SqlBool>, limit: number, offset: number) => {
    const filtered = base.where(conditions);
    const total = db
      .selectFrom(
        filtered
          .clearSelect()
          .select(sql<number>`1`.as('one'))
          .limit(1001)
          .as('capped'),
      )
      .select(sql<number>`count(*)`.as('total'));
    return filtered.orderBy('accounts.name').limit(limit).offset(offset).select(total.as('listTotal'));
  };
  const agent = eb.and([eb('accounts.agencyId', '=', 'agency-1'), eb('accounts.teamId', 'in', ['team-1', 'team-2'])]);
  const searching = eb.and([
    eb('accounts.agencyId', '=', 'agency-2'),
    sql<SqlBool>`${sql.ref('accounts.searchText')} like ${'%a%'}`,
  ]);

  it("writes what Kysely writes for the same conditions (in parentheses), each request's values numbered in order", () => {
    const statements = new ListStatements(db);
    const build = page(rows);
    for (const [conditions, limit, offset] of [
      [agent, 26, 0],
      [searching, 11, 50],
      [eb.lit(true), 26, 25],
    ] as const) {
      const written = statements.write('page', conditions, { limit, offset }, build);
      const whole = build(sql<SqlBool>`(${conditions})`, limit, offset).compile();
      expect(written.sql).toBe(whole.sql);
      expect(written.parameters).toEqual(whole.parameters);
    }
  });

  it('builds each shape once, then only its conditions', () => {
    const statements = new ListStatements(db);
    let built = 0;
    const build = (conditions: Expression<SqlBool>, limit: number, offset: number) => {
      built++;
      return page(rows)(conditions, limit, offset);
    };
    statements.write('page', agent, { limit: 26, offset: 0 }, build);
    const second = statements.write('page', searching, { limit: 26, offset: 25 }, build);
    expect(built).toBe(1);
    expect(second.parameters).toEqual(['CUSTOMER', 'agency-2', '%a%', 1001, 'CUSTOMER', 'agency-2', '%a%', 26, 25]);
  });

  it('builds the whole statement each time for a shape whose text holds a "$n" that is not a parameter', () => {
    const statements = new ListStatements(db);
    const odd = rows.where(sql<SqlBool>`${sql.ref('accounts.name')} <> '$1'`);
    let built = 0;
    const build = (conditions: Expression<SqlBool>, limit: number, offset: number) => {
      built++;
      return page(odd)(conditions, limit, offset);
    };
    const written = statements.write('odd', agent, { limit: 26, offset: 0 }, build);
    statements.write('odd', agent, { limit: 26, offset: 0 }, build);
    expect(written.sql).toBe(page(odd)(agent, 26, 0).compile().sql);
    expect(written.sql).toContain("<> '$1'");
    expect(built).toBe(3);
  });
});
