/**
 * The industry code lists are complete on a new database: NAICS 2022's 1,012 six-digit codes (US), the 731 codes of
 * the Companies House SIC 2007 condensed list (UK) and ANZSIC 2006's 506 classes (AU), loaded by the folder's
 * migration (docs/features/organisations.md "Industry codes"). A database that already held part of a list gains
 * only the codes it lacked: no code is doubled and a row staff changed keeps its change.
 */
import { sql } from 'kysely';
import { DEMO, forEachDatabase, type ServerTestContext } from './support/databases';
import { listsMigration } from '../../resources/industryCodes/migration';

const SEARCH = '/api/account/v1/naics/search';

forEachDatabase('industry code lists', (ctx: ServerTestContext) => {
  let token = '';
  const get = (query: string) => ctx.request('GET', `${SEARCH}?${query}`, { token });
  /** A list's total as its first page reports it (the industry codes count every match exactly). */
  const total = async (query: string) => {
    const answer = (await get(`${query}&size=100`)).json;
    expect(answer.totalHits).toBeUndefined();
    return answer.totalElements as number;
  };

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
  });

  it('each country lists its whole official list, each code once', async () => {
    const firstUsPage = (await get('country=US&size=100')).json;
    expect(firstUsPage.totalElements).toBe(1012);
    expect(firstUsPage.totalHits).toBeUndefined();
    const lastUsPage = (await get('country=US&size=100&page=10')).json;
    expect(lastUsPage.content).toHaveLength(12);
    expect(lastUsPage.totalElements).toBe(1012);
    expect(lastUsPage.totalHits).toBeUndefined();
    expect(await total('country=US')).toBe(1012);
    expect(await total('country=UK')).toBe(731);
    expect(await total('country=AU')).toBe(506);
    for (const country of ['US', 'UK', 'AU']) expect(await total(`country=${country}&dup=true`)).toBe(0);
  });

  it('finds a code by its number or its title, with its sector as the primary industry', async () => {
    const carriers = {
      naicsCode: 524126,
      primaryIndustry: 'Finance and Insurance',
      secondaryIndustry: 'Direct Property and Casualty Insurance Carriers',
      dup: false,
    };
    expect((await get('country=US&search=*524126*')).json.content).toEqual([expect.objectContaining(carriers)]);
    expect((await get('country=US&search=*direct property and casualty*')).json.content).toEqual([
      expect.objectContaining(carriers),
    ]);
    expect((await get('country=UK&search=*65120*')).json.content).toEqual([
      expect.objectContaining({
        naicsCode: 65120,
        primaryIndustry: 'Financial and insurance activities',
        secondaryIndustry: 'Non-life insurance',
      }),
    ]);
    expect((await get('country=AU&search=*6322*')).json.content).toEqual([
      expect.objectContaining({
        naicsCode: 6322,
        primaryIndustry: 'Financial and Insurance Services',
        secondaryIndustry: 'General Insurance',
      }),
    ]);
  });

  it('pages and sorts the whole list: the first and last US codes', async () => {
    const first = await get('country=US&page=0&size=25&sort=naicsCode,asc');
    expect(first.json.content[0]).toMatchObject({ naicsCode: 111110, secondaryIndustry: 'Soybean Farming' });
    const last = await get('country=US&page=0&size=25&sort=naicsCode,desc');
    expect(last.json.content[0]).toMatchObject({ naicsCode: 928120, secondaryIndustry: 'International Affairs' });
  });

  it('on a database that held part of a list, adds only the codes it lacked and keeps what staff changed', async () => {
    // The database as an earlier release left it: a few US codes, one retitled by staff, one no longer in NAICS.
    await ctx.db
      .deleteFrom('industryCodes')
      .where('country', '=', 'US')
      .where('naicsCode', 'not in', [524126, 513210])
      .execute();
    await ctx.db
      .updateTable('industryCodes')
      .set({ secondaryIndustry: 'Software Publishers (retitled)' })
      .where('country', '=', 'US')
      .where('naicsCode', '=', 513210)
      .execute();
    await ctx.db
      .insertInto('industryCodes')
      .values({
        country: 'US',
        naicsCode: 336111,
        primaryIndustry: 'Manufacturing',
        secondaryIndustry: 'Automobile Manufacturing',
      })
      .execute();
    expect(await total('country=US')).toBe(3);

    await listsMigration.up(ctx.db);

    expect(await total('country=US')).toBe(1013);
    expect(await total('country=US&dup=true')).toBe(0);
    expect(
      (await get('country=US&naicsCode=513210')).json.content.map(
        (c: { secondaryIndustry: string }) => c.secondaryIndustry,
      ),
    ).toEqual(['Software Publishers (retitled)']);
    expect(await total('country=US&naicsCode=336111')).toBe(1);
    expect(await total('country=UK')).toBe(731);
    expect(await total('country=AU')).toBe(506);
    const rows = await sql<{ n: number }>`select count(*)::int as n from industry_codes`.execute(ctx.db);
    expect(rows.rows[0].n).toBe(1013 + 731 + 506);
  });
});
