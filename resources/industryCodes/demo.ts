import type { Kysely } from 'kysely';
import industryCodes from './industryCodes.json';
import { markDuplicates } from './duplicates';
import type { Database } from '../../src/server/db/tables';

/** The demo lists (industryCodes.json: a subset of NAICS 2022, UK SIC 2007 and ANZSIC 2006; sources in the file). */
export async function seedIndustryCodes(db: Kysely<Database>): Promise<void> {
  for (const [country, codes] of Object.entries(industryCodes.codes)) {
    await db
      .insertInto('industryCodes')
      .values(codes.map((code) => ({ country, ...code })))
      .execute();
    await markDuplicates(
      db,
      country,
      codes.map((code) => code.naicsCode),
    );
  }
}
