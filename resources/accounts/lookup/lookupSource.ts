/**
 * Where the account lookup finds companies (spec 001 §2 `/{persona}/manage/account/lookup`, §9 "account name
 * lookup 10"). In production this is an outside business-data service that knows every company by its cbid; no
 * such service is named by the spec or reachable from here, so the one implementation is the local firmographic
 * directory (the `firmographic_directory` table, demo companies in directoryDemo.ts), which answers as the
 * service would: companies whose name contains the typed text, narrowed by state (and city, ZIP) when given,
 * best matches (name starts with the text) first, at most `size`.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables';

export interface CompanyQuery {
  name: string;
  state?: string;
  city?: string;
  zipCode?: string;
  country: string;
  size: number;
}

export interface Company {
  cbid: string;
  name: string;
  address1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  phone: string | null;
  naicsCode: number | null;
  revenue: number | null;
  employees: number | null;
  domainName: string | null;
}

export interface CompanyLookup {
  search(query: CompanyQuery): Promise<Company[]>;
  /** The company the cbid names, as the service knows it now (refresh firmographic data). */
  byCbid(cbid: string): Promise<Company | undefined>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The local directory: the lookup service's stand-in, in every environment. */
const COMPANY_COLUMNS = [
  'cbid',
  'name',
  'address1',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
  'naicsCode',
  'revenue',
  'employees',
  'domainName',
] as const;

export function localDirectory(db: Kysely<Database>): CompanyLookup {
  return {
    async byCbid(cbid) {
      const row = await db
        .selectFrom('firmographicDirectory')
        .select([...COMPANY_COLUMNS])
        .where('cbid', '=', cbid)
        .executeTakeFirst();
      return row ? ({ ...row, revenue: row.revenue === null ? null : Number(row.revenue) } as Company) : undefined;
    },
    async search({ name, state, city, zipCode, country, size }) {
      const text = escapeLike(name.trim().toLowerCase());
      let query = db
        .selectFrom('firmographicDirectory')
        .select([...COMPANY_COLUMNS])
        .where('country', '=', country)
        .where('nameSearch', 'like', `%${text}%`);
      if (state) query = query.where('state', '=', state.toUpperCase());
      if (city) query = query.where(sql`lower(city)`, '=', city.trim().toLowerCase());
      if (zipCode) query = query.where('zipCode', 'like', `${escapeLike(zipCode.trim().slice(0, 5))}%`);
      const rows = await query
        .orderBy(sql`case when name_search like ${`${text}%`} then 0 else 1 end`)
        .orderBy('name')
        .limit(size)
        .execute();
      return rows.map((row) => ({ ...row, revenue: row.revenue === null ? null : Number(row.revenue) })) as Company[];
    },
  };
}
