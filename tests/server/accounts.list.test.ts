import { sql } from 'kysely';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const SEARCH = `${ACCOUNTS_API}/search`;

interface Row {
  id: string;
  name: string;
  city: string | null;
  status: string;
  created: string;
}

/** A list page, or the error body of a refused list request. */
interface ListAnswer {
  content: Row[];
  totalElements: number;
  status?: number;
  detail?: string;
  errors?: { field: string; detail: string }[];
}

forEachDatabase('accounts list conventions (spec 000 §7.1)', (ctx) => {
  let token: string;
  const search = (query: string) => ctx.request<ListAnswer>('GET', `${SEARCH}?${query}`, { token });

  /** Client accounts as the database itself orders them (the API must agree with its own database). */
  const dbNames = async (direction: 'asc' | 'desc') =>
    (
      await ctx.db
        .selectFrom('accounts')
        .select('name')
        .where('accountType', '=', 'CUSTOMER')
        .orderBy('name', direction)
        .orderBy('id', 'asc')
        .execute()
    ).map((r) => r.name);

  const clientAccounts = () =>
    ctx.db.selectFrom('accounts').selectAll().where('accountType', '=', 'CUSTOMER').execute();

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
    const alpha = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Alpha Insurance Agency')
      .executeTakeFirstOrThrow();
    // Names with LIKE wildcards in them, to prove a search term matches literally.
    await ctx.db
      .insertInto('accounts')
      .values([
        {
          accountType: 'CUSTOMER',
          name: '100% Secure Ltd',
          agencyId: alpha.id,
          country: 'US',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          modified: new Date(),
        },
        {
          accountType: 'CUSTOMER',
          name: 'Under_score Inc',
          agencyId: alpha.id,
          country: 'US',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          modified: new Date(),
        },
        {
          accountType: 'CUSTOMER',
          name: 'Back\\slash Partners',
          agencyId: alpha.id,
          country: 'US',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          modified: new Date(),
        },
      ])
      .execute();
  });

  describe('paging', () => {
    it('the default page is page 0 of 25, with totalElements counting every match', async () => {
      const { status, json } = await search('');
      expect(status).toBe(200);
      const total = (await clientAccounts()).length;
      expect(total).toBe(107); // 104 demo client accounts (Bayou Dental Group, LA, among them) + the three added above
      expect(json.totalElements).toBe(total);
      expect(json.content).toHaveLength(25);
    });

    it('pages are 0-based and together cover every record exactly once', async () => {
      const all = await search('page=0&size=1000&sort=name,asc');
      expect(all.json.content).toHaveLength(all.json.totalElements);
      const collected: Row[] = [];
      for (let page = 0; ; page++) {
        const { status, json } = await search(`page=${page}&size=10&sort=name,asc`);
        expect(status).toBe(200);
        expect(json.totalElements).toBe(all.json.totalElements);
        if (json.content.length === 0) break;
        collected.push(...json.content);
      }
      expect(collected.map((r) => r.id)).toEqual(all.json.content.map((r) => r.id));
      expect(new Set(collected.map((r) => r.id)).size).toBe(collected.length);
    });

    it('page 1 starts where page 0 ended', async () => {
      const page0 = await search('page=0&size=7&sort=name,asc');
      const page1 = await search('page=1&size=7&sort=name,asc');
      const both = await search('page=0&size=14&sort=name,asc');
      expect([...page0.json.content, ...page1.json.content].map((r) => r.id)).toEqual(
        both.json.content.map((r) => r.id),
      );
    });

    it('the last page is partial and a page past the end is empty, with the same total', async () => {
      const total = (await search('size=1')).json.totalElements;
      const lastPage = Math.floor((total - 1) / 20);
      const last = await search(`page=${lastPage}&size=20`);
      expect(last.json.content).toHaveLength(total - lastPage * 20);
      const past = await search(`page=${lastPage + 5}&size=20`);
      expect(past.status).toBe(200);
      expect(past.json).toEqual({ content: [], totalElements: total });
    });

    it('size 1000 is allowed; size above 1000, size 0 or a negative or non-numeric page is a 400 naming the parameter', async () => {
      expect((await search('size=1000')).status).toBe(200);
      for (const [query, field] of [
        ['size=1001', 'size'],
        ['size=5000', 'size'],
        ['size=0', 'size'],
        ['size=ten', 'size'],
        ['page=-1', 'page'],
        ['page=1.5', 'page'],
      ] as const) {
        const { status, json } = await search(query);
        expect(status, query).toBe(400);
        expect(json.status).toBe(400);
        expect(json.errors, query).toEqual([expect.objectContaining({ field })]);
        expect(json.detail).toContain(field);
      }
    });
  });

  describe('sorting', () => {
    it('sort=name,asc follows the database’s own ordering', async () => {
      const { json } = await search('size=1000&sort=name,asc');
      expect(json.content.map((r) => r.name)).toEqual(await dbNames('asc'));
    });

    it('sort=name,desc is the exact reverse (names are unique here)', async () => {
      const asc = (await search('size=1000&sort=name,asc')).json.content.map((r) => r.name);
      const desc = (await search('size=1000&sort=name,desc')).json.content.map((r) => r.name);
      expect(new Set(asc).size).toBe(asc.length);
      expect(desc).toEqual(await dbNames('desc'));
      expect(desc).toEqual([...asc].reverse());
      expect(desc[0]).not.toBe(asc[0]);
    });

    it('a sort applies before paging: page 0 of desc holds the names that end the asc order', async () => {
      const asc = (await search('size=1000&sort=name,asc')).json.content.map((r) => r.name);
      const firstDesc = (await search('page=0&size=5&sort=name,desc')).json.content.map((r) => r.name);
      expect(firstDesc).toEqual(asc.slice(-5).reverse());
    });

    it('the direction is case-insensitive and defaults to asc', async () => {
      const asc = (await search('size=1000&sort=name,asc')).json.content.map((r) => r.id);
      expect((await search('size=1000&sort=name,ASC')).json.content.map((r) => r.id)).toEqual(asc);
      expect((await search('size=1000&sort=name')).json.content.map((r) => r.id)).toEqual(asc);
    });

    it('other declared fields sort too (created desc: newest first)', async () => {
      const { status, json } = await search('size=1000&sort=created,desc');
      expect(status).toBe(200);
      const times = json.content.map((r) => Date.parse(r.created));
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThanOrEqual(times[i - 1]);
    });

    it('an unknown sort field or direction is a 400 naming sort', async () => {
      for (const query of ['sort=passwordHash,asc', 'sort=searchText,desc', 'sort=name,sideways', 'sort=,asc']) {
        const { status, json } = await search(query);
        expect(status, query).toBe(400);
        expect(json.errors, query).toEqual([expect.objectContaining({ field: 'sort' })]);
      }
      const { json } = await search('sort=passwordHash,asc');
      expect(json.detail).toContain('passwordHash');
    });
  });

  describe('search', () => {
    const matching = async (term: string) => {
      const needle = term.toLowerCase();
      return (await clientAccounts()).filter((a) =>
        `${a.name} ${a.city ?? ''} ${a.cbid ?? ''}`.toLowerCase().includes(needle),
      );
    };

    it('search=*alpha* is a case-insensitive substring match on the name', async () => {
      const { status, json } = await search('size=1000&search=*alpha*');
      expect(status).toBe(200);
      const names = json.content.map((r) => r.name).sort();
      expect(names).toEqual(['Alpha Omega Consulting', 'Alphanumeric Systems']);
      expect(json.totalElements).toBe((await matching('alpha')).length);
      for (const query of ['search=*ALPHA*', 'search=*AlPhA*', 'search=alpha', 'search=*%20alpha%20*']) {
        expect((await search(`size=1000&${query}`)).json.content.map((r) => r.name).sort(), query).toEqual(names);
      }
    });

    it('matches inside words and in the city', async () => {
      const inside = await search('size=1000&search=*lphanum*');
      expect(inside.json.content.map((r) => r.name)).toEqual(['Alphanumeric Systems']);
      const city = await search('size=1000&search=*winston-sal*');
      const expected = await matching('winston-sal');
      expect(expected.length).toBeGreaterThan(0);
      expect(city.json.totalElements).toBe(expected.length);
      for (const row of city.json.content) expect(row.city).toBe('Winston-Salem');
    });

    it('a term nothing matches answers an empty page', async () => {
      expect((await search('search=*zzzqqq*')).json).toEqual({ content: [], totalElements: 0 });
    });

    it('an empty term (search=** or search=) means no search', async () => {
      const total = (await clientAccounts()).length;
      expect((await search('search=**')).json.totalElements).toBe(total);
      expect((await search('search=')).json.totalElements).toBe(total);
    });

    it('LIKE wildcards in the term match literally', async () => {
      const percent = await search('size=1000&search=*%25*');
      expect(percent.status).toBe(200);
      expect(percent.json.content.map((r) => r.name)).toEqual(['100% Secure Ltd']);
      const underscore = await search('size=1000&search=*_*');
      expect(underscore.json.content.map((r) => r.name)).toEqual(['Under_score Inc']);
      const backslash = await search(`size=1000&search=${encodeURIComponent('*k\\s*')}`);
      expect(backslash.json.content.map((r) => r.name)).toEqual(['Back\\slash Partners']);
      // As a wildcard, _ would let "e_s" match dozens of names ("Keystone", "…Law Partners"); literally, none.
      expect((await search('size=1000&search=*e_s*')).json.totalElements).toBe(0);
    });

    it('search combines with paging and sorting', async () => {
      const all = await search('size=1000&search=*dental*&sort=name,desc');
      expect(all.json.totalElements).toBe((await matching('dental')).length);
      expect(all.json.totalElements).toBeGreaterThan(5);
      const page1 = await search('page=1&size=3&search=*dental*&sort=name,desc');
      expect(page1.json.totalElements).toBe(all.json.totalElements);
      expect(page1.json.content.map((r) => r.id)).toEqual(all.json.content.slice(3, 6).map((r) => r.id));
    });
  });

  describe('filters', () => {
    it('f[status][in]=Open,Quoted keeps exactly those statuses', async () => {
      const { status, json } = await search('size=1000&f[status][in]=Open,Quoted');
      expect(status).toBe(200);
      const expected = (await clientAccounts()).filter((a) => a.status === 'Open' || a.status === 'Quoted');
      expect(json.totalElements).toBe(expected.length);
      expect(new Set(json.content.map((r) => r.status))).toEqual(new Set(['Open', 'Quoted']));
      expect(json.content.map((r) => r.id).sort()).toEqual(expected.map((a) => a.id).sort());
    });

    it('the filter brackets may be percent-encoded', async () => {
      const plain = await search('f[status][in]=Open,Quoted');
      const encoded = await search(`${encodeURIComponent('f[status][in]')}=${encodeURIComponent('Open,Quoted')}`);
      expect(encoded.json.totalElements).toBe(plain.json.totalElements);
    });

    it('f[status][ni]=Declined leaves out that status only', async () => {
      const { json } = await search('size=1000&f[status][ni]=Declined');
      const all = await clientAccounts();
      const expected = all.filter((a) => a.status !== 'Declined');
      expect(expected.length).toBeLessThan(all.length);
      expect(json.totalElements).toBe(expected.length);
      expect(json.content.some((r) => r.status === 'Declined')).toBe(false);
    });

    it('in and ni combine with each other and with search', async () => {
      const { json } = await search(
        'size=1000&f[status][in]=Open,Quoted,Declined&f[status][ni]=Quoted&search=*dental*',
      );
      const expected = (await clientAccounts()).filter(
        (a) => ['Open', 'Declined'].includes(a.status) && a.name.toLowerCase().includes('dental'),
      );
      expect(json.totalElements).toBe(expected.length);
      expect(json.content.map((r) => r.id).sort()).toEqual(expected.map((a) => a.id).sort());
    });

    it('an empty in list matches nothing', async () => {
      expect((await search('f[status][in]=')).json.totalElements).toBe(0);
    });

    describe('date ranges', () => {
      let early: string[];
      let later: string[];
      beforeAll(async () => {
        const rows = (await clientAccounts()).sort((a, b) => a.name.localeCompare(b.name));
        early = rows.slice(0, 3).map((r) => r.id);
        later = rows.slice(3, 5).map((r) => r.id);
        await ctx.db
          .updateTable('accounts')
          .set({ created: new Date('2020-01-15T12:00:00.000Z') })
          .where('id', 'in', early)
          .execute();
        await ctx.db
          .updateTable('accounts')
          .set({ created: new Date('2021-06-01T08:30:00.000Z') })
          .where('id', 'in', later)
          .execute();
      });

      const ids = (json: { content: Row[] }) => json.content.map((r) => r.id).sort();

      it('f[created][after] and [before] select an ISO range, both ends inclusive', async () => {
        const in2020 = await search(
          'size=1000&f[created][after]=2020-01-01T00:00:00.000Z&f[created][before]=2020-12-31T23:59:59.999Z',
        );
        expect(in2020.status).toBe(200);
        expect(ids(in2020.json)).toEqual([...early].sort());
        const both = await search(
          'size=1000&f[created][after]=2020-01-15T12:00:00.000Z&f[created][before]=2021-06-01T08:30:00.000Z',
        );
        expect(ids(both.json)).toEqual([...early, ...later].sort());
      });

      it('only after, or only before, is an open range', async () => {
        const before = await search('size=1000&f[created][before]=2022-01-01T00:00:00Z');
        expect(ids(before.json)).toEqual([...early, ...later].sort());
        const total = (await clientAccounts()).length;
        const after = await search('size=1000&f[created][after]=2021-01-01T00:00:00Z');
        expect(after.json.totalElements).toBe(total - early.length);
      });

      it('a plain day covers the whole day', async () => {
        const day = await search('size=1000&f[created][after]=2020-01-15&f[created][before]=2020-01-15');
        expect(ids(day.json)).toEqual([...early].sort());
      });

      it('an offset time zone is honoured', async () => {
        // 08:30Z is 18:30 in UTC+10; a range ending 18:00+10:00 (08:00Z) leaves those two out.
        const r = await search(
          `size=1000&f[created][after]=2021-06-01T00:00:00${encodeURIComponent('+10:00')}&f[created][before]=2021-06-01T18:00:00${encodeURIComponent('+10:00')}`,
        );
        expect(r.json.totalElements).toBe(0);
        const r2 = await search(
          `size=1000&f[created][after]=2021-06-01T00:00:00${encodeURIComponent('+10:00')}&f[created][before]=2021-06-01T19:00:00${encodeURIComponent('+10:00')}`,
        );
        expect(ids(r2.json)).toEqual([...later].sort());
      });

      it('a value that is not a date is a 400 naming the filter', async () => {
        const { status, json } = await search('f[created][after]=yesterday');
        expect(status).toBe(400);
        expect(json.errors).toEqual([expect.objectContaining({ field: 'f[created][after]' })]);
      });

      it('after/before on a field that is not a date filter is a 400', async () => {
        const { status, json } = await search('f[name][after]=2020-01-01');
        expect(status).toBe(400);
        expect(json.errors?.[0].field).toBe('f[name]');
      });
    });

    it('an unknown filter field is a 400 naming it, never an SQL error', async () => {
      for (const [query, field] of [
        ['f[passwordHash][in]=x', 'f[passwordHash]'],
        ['f[searchText][ni]=x', 'f[searchText]'],
        ['f[name][in]=Alpha%20Omega%20Consulting', 'f[name]'],
      ] as const) {
        const { status, json } = await search(query);
        expect(status, query).toBe(400);
        expect(json.errors, query).toEqual([expect.objectContaining({ field })]);
        expect(json.detail).toContain(field.slice(2, -1));
      }
    });

    it('a malformed id in an id filter is a 400, not a 500', async () => {
      const { status, json } = await search('f[id][in]=not-a-uuid');
      expect(status).toBe(400);
      expect(json.status).toBe(400);
    });

    it('an id filter selects those records', async () => {
      const some = (await clientAccounts()).slice(0, 2).map((a) => a.id);
      const { json } = await search(`f[id][in]=${some.join(',')}`);
      expect(json.content.map((r) => r.id).sort()).toEqual([...some].sort());
    });
  });

  it('totalElements agrees with a count the test runs itself', async () => {
    const q = 'f[status][in]=Open&search=*e*';
    const { json } = await search(`size=1&${q}`);
    const row = await sql<{
      n: number;
    }>`select count(*)::int as n from accounts where account_type = 'CUSTOMER' and status = 'Open' and search_text like '%e%'`.execute(
      ctx.db,
    );
    expect(json.totalElements).toBe(row.rows[0].n);
  });
});
