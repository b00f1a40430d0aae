import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

/**
 * Marks, for the given codes of a country, every row whose code the list holds more than once (`dup`),
 * leaving out a row about to be deleted. Run in the write's transaction.
 */
export async function markDuplicates(
  db: Kysely<Database>,
  country: string,
  codes: readonly number[],
  leaving?: string,
): Promise<void> {
  const unique = [...new Set(codes.filter((code) => Number.isInteger(code)))];
  if (!unique.length) return;
  const others = leaving ? sql`and other.id <> ${leaving}` : sql``;
  await sql`
    update industry_codes as code_row set dup = (
      select count(*) > 1 from industry_codes as other
      where other.country = code_row.country and other.naics_code = code_row.naics_code ${others}
    )
    where code_row.country = ${country} and code_row.naics_code in (${sql.join(unique)})`.execute(db);
}
