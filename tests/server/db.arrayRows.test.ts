import { sql } from 'kysely';
import { selectAsArrays } from '../../src/server/db/arrayRows';
import { forEachDatabase } from './support/databases';

/**
 * Rows read as arrays (lists and the caller's identity read this way): each database's reader on a connection of the
 * server's own pool, values typed as the rest of the server reads them, errors reaching the caller and the
 * connection going back to the pool.
 */
forEachDatabase(
  'rows read as arrays',
  (ctx) => {
    it('answers the column names once and each row as an array of typed values', async () => {
      const read = await selectAsArrays(
        ctx.db,
        sql`select 7::int as seven, 'a'::text as letter, '{"first": [1, 2]}'::jsonb as doc, true as yes, null::text as nothing, ${'p'}::text as given
            from generate_series(1, 3)`.compile(ctx.db),
      );
      expect(read.names).toEqual(['seven', 'letter', 'doc', 'yes', 'nothing', 'given']);
      expect(read.rows).toEqual([
        [7, 'a', { first: [1, 2] }, true, null, 'p'],
        [7, 'a', { first: [1, 2] }, true, null, 'p'],
        [7, 'a', { first: [1, 2] }, true, null, 'p'],
      ]);
    });

    it('answers no rows with the column names still known', async () => {
      const read = await selectAsArrays(ctx.db, sql`select 1 as one where false`.compile(ctx.db));
      expect(read.rows).toEqual([]);
    });

    it("refuses with the database's error, and the pool's connections stay usable", async () => {
      // More failures than the pool has connections (10): had each kept its connection, the reads below would wait forever.
      for (let i = 0; i < 12; i++)
        await expect(selectAsArrays(ctx.db, sql`select * from no_such_table`.compile(ctx.db))).rejects.toThrow(
          /no_such_table/,
        );
      const reads = await Promise.all(
        Array.from({ length: 25 }, (_, i) => selectAsArrays(ctx.db, sql`select ${i}::int as i`.compile(ctx.db))),
      );
      expect(reads.map((read) => read.rows[0][0])).toEqual(Array.from({ length: 25 }, (_, i) => i));
    });

    it('reads a timestamptz in UTC as the ISO text the API answers with', async () => {
      const read = await selectAsArrays(
        ctx.db,
        sql`select '2026-11-28 03:47:25.139815+00'::timestamptz as at`.compile(ctx.db),
      );
      const value = read.rows[0][0];
      expect(value instanceof Date ? value.toISOString() : value).toBe('2026-11-28T03:47:25.139Z');
    });
  },
  { seed: false },
);
