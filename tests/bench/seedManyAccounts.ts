/**
 * Bulk-loads synthetic client accounts for load tests: one INSERT … SELECT FROM generate_series per chunk, so
 * the rows are made inside the database (fast on PostgreSQL and on embedded PGlite alike).
 *
 * Names are "<First> <Second> <n>" from 40 × 30 words, so a word like "logistics" matches about 1 in 30 rows,
 * a fragment like "er" a large share; every 10,000th row is called "Zephyrine …", a rare term (count / 10,000
 * rows). Rows are spread evenly over the given agencies (by default every AGENCY account, i.e. the two demo
 * agencies).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

export const FIRST_WORDS = [
  'Alpine',
  'Beacon',
  'Cedar',
  'Delta',
  'Evergreen',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Keystone',
  'Lumen',
  'Maple',
  'Northwind',
  'Orchard',
  'Pioneer',
  'Quartz',
  'Riverside',
  'Summit',
  'Tidewater',
  'Union',
  'Vertex',
  'Willow',
  'Yellowstone',
  'Zenith',
  'Atlas',
  'Bluebird',
  'Copper',
  'Driftwood',
  'Ember',
  'Foxglove',
  'Golden',
  'Hollow',
  'Ironwood',
  'Jasper',
  'Kestrel',
  'Lakeside',
  'Meadow',
  'Nimbus',
  'Oakridge',
];
export const SECOND_WORDS = [
  'Dental Group',
  'Logistics',
  'Bakery',
  'Law Partners',
  'Clinic',
  'Software',
  'Manufacturing',
  'Realty',
  'Accounting',
  'Architects',
  'Coffee Co',
  'Analytics',
  'Veterinary',
  'Plumbing',
  'Pharmacy',
  'Consulting',
  'Freight',
  'Hardware',
  'Studios',
  'Insurance Services',
  'Medical Billing',
  'Fitness',
  'Print Shop',
  'Auto Repair',
  'Travel',
  'Brewing',
  'Landscaping',
  'Robotics',
  'Payroll',
  'Hotels',
];
const CITIES: [string, string, string][] = [
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Boston', 'MA', '02108'],
  ['Seattle', 'WA', '98101'],
  ['Chicago', 'IL', '60601'],
  ['Winston-Salem', 'NC', '27101'],
  ['San Jose', 'CA', '95113'],
  ['Washington', 'DC', '20001'],
];
const STATUSES = ['Open', 'Open', 'Quoted', 'Active Policy', 'Declined'];

/** The rare word: one row in RARE_EVERY is named after it. */
export const RARE_WORD = 'Zephyrine';
export const RARE_EVERY = 10_000;

export interface SeedManyOptions {
  /** Rows per INSERT statement (default 20,000). */
  chunkSize?: number;
  /** Agencies to spread the rows over; default every AGENCY account. */
  agencyIds?: string[];
  /** First sequence number (default 1), so several loads can be stacked with distinct names. */
  start?: number;
  /** Put each row in one of its agency's teams, evenly (default: no team). */
  withTeams?: boolean;
  /** Called after each chunk with the number of rows inserted so far. */
  onProgress?: (inserted: number) => void;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/** Inserts `count` client accounts in chunks; answers the number inserted. Runs ANALYZE at the end. */
export async function seedManyAccounts(
  db: Kysely<Database>,
  count: number,
  options: SeedManyOptions = {},
): Promise<number> {
  const chunkSize = options.chunkSize ?? 20_000;
  const start = options.start ?? 1;
  const agencyIds =
    options.agencyIds ??
    (await db.selectFrom('accounts').select('id').where('accountType', '=', 'AGENCY').orderBy('name').execute()).map(
      (r) => r.id,
    );
  if (agencyIds.length === 0) throw new Error('seedManyAccounts needs at least one agency (seed the demo data first)');

  const first = textArray(FIRST_WORDS);
  const second = textArray(SECOND_WORDS);
  const cities = textArray(CITIES.map((c) => c[0]));
  const states = textArray(CITIES.map((c) => c[1]));
  const zips = textArray(CITIES.map((c) => c[2]));
  const statuses = textArray(STATUSES);
  const agencies = sql`array[${sql.join(agencyIds.map((id) => sql`${id}::uuid`))}]`;
  // Teams flattened agency by agency: agency i's teams are teamList[teamStart[i] + 0 … teamCount[i] - 1].
  const teamRows = options.withTeams
    ? await db
        .selectFrom('teams')
        .select(['id', 'agencyId'])
        .where('agencyId', 'in', agencyIds)
        .orderBy('created')
        .orderBy('id')
        .execute()
    : [];
  const teamList: string[] = [];
  const teamStart: number[] = [];
  const teamCount: number[] = [];
  for (const agencyId of agencyIds) {
    const own = teamRows.filter((t) => t.agencyId === agencyId).map((t) => t.id);
    teamStart.push(teamList.length + 1);
    teamCount.push(own.length);
    teamList.push(...own);
  }
  const teams = teamList.length
    ? sql`array[${sql.join(teamList.map((id) => sql`${id}::uuid`))}]`
    : sql`array[]::uuid[]`;
  const ints = (values: number[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::int[]`;

  let inserted = 0;
  for (let from = start; from < start + count; from += chunkSize) {
    const to = Math.min(from + chunkSize, start + count) - 1;
    const result = await sql`
      insert into accounts (account_type, name, status, agency_id, team_id, country, address1, city, state, zip_code, phone, created, modified)
      select
        'CUSTOMER',
        case when g % ${RARE_EVERY} = 0 then ${RARE_WORD} || ' ' else '' end
          || (${first})[1 + (g * 7) % ${FIRST_WORDS.length}] || ' '
          || (${second})[1 + (g / ${FIRST_WORDS.length}) % ${SECOND_WORDS.length}] || ' '
          || g::text,
        (${statuses})[1 + g % ${STATUSES.length}],
        (${agencies})[a],
        case when (${ints(teamCount)})[a] > 0 then (${teams})[(${ints(teamStart)})[a] + (g / 7) % (${ints(teamCount)})[a]] end,
        'US',
        (100 + g % 9000)::text || ' Main Street',
        (${cities})[1 + (g / 3) % ${CITIES.length}],
        (${states})[1 + (g / 3) % ${CITIES.length}],
        (${zips})[1 + (g / 3) % ${CITIES.length}],
        '(512) 555-' || lpad((g % 10000)::text, 4, '0'),
        now() - make_interval(secs => g),
        now() - make_interval(mins => g % 100000)
      from generate_series(${from}::int, ${to}::int) as g,
        lateral (select 1 + (hashint4(g) & 2147483647) % ${agencyIds.length} as a) as pick
    `.execute(db);
    inserted += Number(result.numAffectedRows ?? to - from + 1);
    options.onProgress?.(inserted);
  }
  await sql`analyze accounts`.execute(db);
  return inserted;
}
