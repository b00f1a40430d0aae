import { sql, type Kysely } from 'kysely';

/**
 * A search's plan rests on the planner's guess of how many accounts match `search_text like '%word%'`, which it
 * makes by trying the pattern on the column's histogram: 100 sampled values by default. For a word in 1 account in
 * 30, twelve ANALYZE runs over 1,000,000 accounts guessed an agency's matches at 5,054 to 30,529 (there are 16,743).
 * A guess low enough makes the planner read every match through the trigram index and sort them, for the page and
 * again for its count: 38 ms instead of 6.5 ms (EXPLAIN ANALYZE, the guess forced by a 10-value histogram). One
 * freshly seeded database of bench:api drew such a guess: its common-word search took 40 ms. With 1,000 values the
 * same twelve runs guessed 14,004 to 18,048. The
 * price is ANALYZE reading more rows: 5 s instead of 0.6 s over 1,000,000 accounts, in the background.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts alter column search_text set statistics 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts alter column search_text set statistics -1`.execute(db);
}
