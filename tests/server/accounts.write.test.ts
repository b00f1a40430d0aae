import { STALE_EDIT } from '../../src/server/resources/resourceStore';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const usAccount = (extra: Record<string, unknown> = {}) => ({
  name: 'Acme Widgets',
  country: 'US',
  address1: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '(512) 555-0100',
  ...extra,
});

forEachDatabase('accounts writes and validation', (ctx) => {
  let token: string;
  const create = (body: unknown) => ctx.request('POST', ACCOUNTS_API, { token, body });
  const update = (id: string, body: unknown) => ctx.request('PUT', `${ACCOUNTS_API}/${id}`, { token, body });
  const accountCount = async () => (await ctx.db.selectFrom('accounts').select('id').execute()).length;
  const stored = (id: string) => ctx.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

  /** Posts an invalid body; asserts a 400 that names `field` and that no row was added. */
  const refused = async (body: unknown, field: string, detail?: string) => {
    const before = await accountCount();
    const { status, json } = await create(body);
    expect(status, JSON.stringify(json)).toBe(400);
    expect(json.status).toBe(400);
    expect(typeof json.detail).toBe('string');
    expect(fields(json)).toContain(field);
    if (detail) expect(json.errors.find((e: { field: string }) => e.field === field).detail).toBe(detail);
    expect(await accountCount()).toBe(before);
    return json;
  };

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
  });

  describe('create', () => {
    it('answers 201 with the stored record', async () => {
      const { status, json } = await create(usAccount({ name: 'Created Record Co', address2: 'Floor 3' }));
      expect(status).toBe(201);
      expect(json).toMatchObject({
        name: 'Created Record Co',
        country: 'US',
        address1: '500 Congress Ave',
        address2: 'Floor 3',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '(512) 555-0100',
        status: 'Open',
        version: 1,
        isVerifiedByAgent: false,
      });
      expect(json.id).toMatch(UUID);
      expect(Date.parse(json.created)).not.toBeNaN();
      expect(json).not.toHaveProperty('accountType');
      expect(json).not.toHaveProperty('searchText');
      const row = await stored(json.id);
      expect(row?.accountType).toBe('CUSTOMER');
      expect(row?.name).toBe('Created Record Co');
      const read = await ctx.request('GET', `${ACCOUNTS_API}/${json.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.json).toEqual(json);
    });

    it('read-only fields in the body are ignored', async () => {
      const { status, json } = await create(
        usAccount({
          name: 'Read Only Co',
          id: '11111111-1111-4111-8111-111111111111',
          version: 99,
          created: '2000-01-01T00:00:00Z',
          accountType: 'AGENCY',
        }),
      );
      expect(status).toBe(201);
      expect(json.id).not.toBe('11111111-1111-4111-8111-111111111111');
      expect(json.version).toBe(1);
      expect(new Date(json.created).getFullYear()).toBeGreaterThan(2000);
      expect((await stored(json.id))?.accountType).toBe('CUSTOMER');
    });

    it('a bad ZIP "00000" is a 400 with the field error, and the count of accounts is unchanged', async () => {
      const before = await accountCount();
      const { status, json } = await create(usAccount({ zipCode: '00000' }));
      expect(status).toBe(400);
      expect(json).toEqual({
        status: 400,
        detail: expect.any(String),
        errors: [{ field: 'zipCode', detail: 'Invalid ZIP Code' }],
      });
      expect(json.detail).toContain('Invalid ZIP Code');
      expect(await accountCount()).toBe(before);
    });

    it.each(['1234', '123456', 'ABCDE', '78701-12', '7870l'])('US ZIP "%s" is refused', async (zipCode) => {
      await refused(usAccount({ zipCode }), 'zipCode', 'Invalid ZIP Code');
    });

    it('US ZIP+4 is accepted', async () => {
      expect((await create(usAccount({ name: 'Zip Plus Four Co', zipCode: '60601-1234' }))).status).toBe(201);
    });

    it('a missing name is an error on the field name', async () => {
      const { name: _name, ...noName } = usAccount();
      const json = await refused(noName, 'name');
      expect(json.errors.find((e: { field: string }) => e.field === 'name').detail).toMatch(/required/i);
      await refused(usAccount({ name: '   ' }), 'name');
    });

    it('"  Acme  " is stored trimmed', async () => {
      const { status, json } = await create(usAccount({ name: '  Acme  ', city: ' Austin ' }));
      expect(status).toBe(201);
      expect(json.name).toBe('Acme');
      expect(json.city).toBe('Austin');
      expect((await stored(json.id))?.name).toBe('Acme');
    });

    it('a 100-character name is accepted, a 101-character name refused', async () => {
      const ok = await create(usAccount({ name: 'N'.repeat(100) }));
      expect(ok.status).toBe(201);
      expect(ok.json.name).toHaveLength(100);
      await refused(usAccount({ name: 'N'.repeat(101) }), 'name', 'Account Name must be at most 100 characters');
    });

    it('every required address field is named when missing', async () => {
      const json = await refused({ name: 'Bare Co', country: 'US' }, 'address1');
      expect(fields(json)).toEqual(expect.arrayContaining(['address1', 'city', 'zipCode', 'state']));
    });

    it('state is required for US, and must be a US state', async () => {
      const { state: _state, ...noState } = usAccount();
      await refused(noState, 'state');
      await refused(usAccount({ state: 'ZZ' }), 'state');
      await refused(usAccount({ state: 'NSW' }), 'state');
    });

    it('an invalid city is refused with "Invalid City"', async () => {
      await refused(usAccount({ city: 'Austin 78' }), 'city', 'Invalid City');
    });

    it('an invalid US phone is refused; an extension is fine', async () => {
      await refused(usAccount({ phone: '555-01' }), 'phone');
      expect((await create(usAccount({ name: 'Extension Co', phone: '512-555-0100 ext. 12' }))).status).toBe(201);
    });

    it('an unknown field is refused, not silently dropped', async () => {
      await refused(usAccount({ favouriteColour: 'blue' }), 'favouriteColour');
    });

    it('a body that is not an object is a 400', async () => {
      for (const body of [[1, 2], '"text"', 'null']) {
        const { status } = await ctx.request('POST', ACCOUNTS_API, {
          token,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(status, String(body)).toBe(400);
      }
    });

    describe('UK', () => {
      const uk = (extra: Record<string, unknown> = {}) => ({
        name: 'London Widgets Ltd',
        country: 'UK',
        address1: '10 Downing Street',
        city: 'London',
        zipCode: 'SW1A 2AA',
        ...extra,
      });

      it.each(['SW1A 2AA', 'M1 1AE', 'LS14AP', 'GIR 0AA', 'ec1a 1bb'])(
        'postcode "%s" is accepted, without a state',
        async (zipCode) => {
          const { status, json } = await create(uk({ zipCode }));
          expect(status, JSON.stringify(json)).toBe(201);
          expect(json.country).toBe('UK');
          expect(json.state).toBeNull();
        },
      );

      it.each(['78701', 'SW1A', '12345 ABC', 'SW1A 2A'])(
        'postcode "%s" is refused with the UK message',
        async (zipCode) => {
          await refused(uk({ zipCode }), 'zipCode', 'Invalid UK postal code');
        },
      );

      it('a US-looking ZIP is not valid in the UK, a UK postcode not valid in the US', async () => {
        await refused(uk({ zipCode: '78701' }), 'zipCode', 'Invalid UK postal code');
        await refused(usAccount({ zipCode: 'SW1A 2AA' }), 'zipCode', 'Invalid ZIP Code');
      });
    });

    describe('AU', () => {
      const au = (extra: Record<string, unknown> = {}) => ({
        name: 'Sydney Widgets Pty',
        country: 'AU',
        address1: '1 George Street',
        city: 'Sydney',
        state: 'NSW',
        zipCode: '2000',
        ...extra,
      });

      it('a 4-digit postcode with a state is accepted', async () => {
        const { status, json } = await create(au());
        expect(status).toBe(201);
        expect(json).toMatchObject({ country: 'AU', state: 'NSW', zipCode: '2000' });
      });

      it.each(['200', '20000', 'ABCD', '2000-1'])(
        'postcode "%s" is refused with the Australian message',
        async (zipCode) => {
          await refused(au({ zipCode }), 'zipCode', 'Invalid Australian postal code');
        },
      );

      it('the state is required and must be an Australian one', async () => {
        const { state: _state, ...noState } = au();
        await refused(noState, 'state');
        await refused(au({ state: 'TX' }), 'state');
      });
    });
  });

  describe('update', () => {
    it('PUT updates the fields sent, keeps the others, bumps version and modified', async () => {
      const created = (await create(usAccount({ name: 'Before Rename Co' }))).json;
      const { status, json } = await update(created.id, { name: 'After Rename Co', status: 'Quoted' });
      expect(status).toBe(200);
      expect(json).toMatchObject({
        id: created.id,
        name: 'After Rename Co',
        status: 'Quoted',
        city: 'Austin',
        zipCode: '78701',
        phone: '(512) 555-0100',
      });
      expect(json.version).toBe(created.version + 1);
      expect(Date.parse(json.modified)).toBeGreaterThanOrEqual(Date.parse(created.modified));
      expect(json.created).toBe(created.created);
      const row = await stored(created.id);
      expect(row?.name).toBe('After Rename Co');
      expect(row?.version).toBe(2);
      const again = await update(created.id, { name: 'Third Name Co' });
      expect(again.json.version).toBe(3);
    });

    it('PUT works on a seeded record whose optional columns are empty', async () => {
      const seeded = await ctx.db
        .selectFrom('accounts')
        .selectAll()
        .where('name', '=', 'Alpine Dental Group')
        .executeTakeFirstOrThrow();
      expect(seeded.cbid).toBeNull();
      const { status, json } = await update(seeded.id, { status: 'Quoted' });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json.status).toBe('Quoted');
      expect(json.cbid).toBeNull();
      expect(json.teamId).toBe(seeded.teamId);
      expect(json.agencyId).toBe(seeded.agencyId);
    });

    it('PUT of the whole record as read back (GET → PUT) succeeds', async () => {
      const created = (await create(usAccount({ name: 'Round Trip Co' }))).json;
      const { status, json } = await update(created.id, { ...created, city: 'Denver', state: 'CO', zipCode: '80202' });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json).toMatchObject({ name: 'Round Trip Co', city: 'Denver', state: 'CO', version: 2 });
    });

    it('a blank optional field in a PUT clears it', async () => {
      const created = (await create(usAccount({ name: 'Clear Me Co', address2: 'Suite 9' }))).json;
      const { status, json } = await update(created.id, { address2: '' });
      expect(status).toBe(200);
      expect(json.address2).toBeNull();
      expect((await stored(created.id))?.address2).toBeNull();
    });

    it('null in a PUT clears an optional field; null for a required field is refused; an unknown field with a value too', async () => {
      const created = (await create(usAccount({ name: 'Null Clear Co', address2: 'Unit 4', cbid: 'CB-1' }))).json;
      const cleared = await update(created.id, { address2: null, cbid: null });
      expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
      expect(cleared.json).toMatchObject({ address2: null, cbid: null, name: 'Null Clear Co' });
      const before = await stored(created.id);
      const noName = await update(created.id, { name: null });
      expect(noName.status).toBe(400);
      expect(fields(noName.json)).toEqual(['name']);
      const unknown = await update(created.id, { nickname: 'Nick' });
      expect(unknown.status).toBe(400);
      expect(fields(unknown.json)).toEqual(['nickname']);
      expect(await stored(created.id)).toEqual(before);
      // null reads as absent, so an unknown field sent null is simply nothing to store.
      const unknownNull = await update(created.id, { nickname: null });
      expect(unknownNull.status).toBe(200);
      expect(unknownNull.json).not.toHaveProperty('nickname');
    });

    it('PUT validates the merged record and changes nothing when it is invalid', async () => {
      const created = (await create(usAccount({ name: 'Validate Update Co' }))).json;
      const before = await stored(created.id);
      const { status, json } = await update(created.id, { zipCode: '00000' });
      expect(status).toBe(400);
      expect(json.errors).toEqual([{ field: 'zipCode', detail: 'Invalid ZIP Code' }]);
      expect((await update(created.id, { name: 'X'.repeat(101) })).status).toBe(400);
      expect((await update(created.id, { name: '' })).status).toBe(400);
      // Switching country re-applies that country's rules to the stored ZIP.
      expect(fields((await update(created.id, { country: 'UK' })).json)).toContain('zipCode');
      expect(await stored(created.id)).toEqual(before);
    });

    it('PUT with the current version succeeds; with a stale version it is a 409 and nothing changes', async () => {
      const created = (await create(usAccount({ name: 'Versioned Co' }))).json;
      const first = await update(created.id, { name: 'Versioned Co 2', version: 1 });
      expect(first.status).toBe(200);
      expect(first.json.version).toBe(2);
      const before = await stored(created.id);
      const stale = await update(created.id, { name: 'Lost Update Co', version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.json).toEqual({ status: 409, detail: STALE_EDIT });
      expect(await stored(created.id)).toEqual(before);
      // A version from the future is just as stale.
      expect((await update(created.id, { name: 'Future Co', version: 7 })).status).toBe(409);
      expect((await stored(created.id))?.name).toBe('Versioned Co 2');
      // A version that is not a whole number is a 400 naming it, not read as a number ([[2]] is not 2).
      for (const version of [[[2]], 'two', 2.5, -1]) {
        const odd = await update(created.id, { name: 'Odd Co', version });
        expect([odd.status, odd.json.errors]).toEqual([
          400,
          [{ field: 'version', detail: 'version must be a whole number' }],
        ]);
      }
      expect((await stored(created.id))?.name).toBe('Versioned Co 2');
    });

    it('two PUTs racing on the same version: exactly one wins', async () => {
      const created = (await create(usAccount({ name: 'Race Co' }))).json;
      const answers = await Promise.all([
        update(created.id, { name: 'Race Winner A', version: 1 }),
        update(created.id, { name: 'Race Winner B', version: 1 }),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      const row = await stored(created.id);
      expect(row?.name).toBe(winner.json.name);
      expect(row?.version).toBe(2);
    });

    it('PUT of an id that does not exist is a 404', async () => {
      expect((await update('00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('DELETE removes the record: 404 after, and a second DELETE is a 404', async () => {
      const created = (await create(usAccount({ name: 'Short Lived Co' }))).json;
      const before = await accountCount();
      const del = await ctx.request('DELETE', `${ACCOUNTS_API}/${created.id}`, { token });
      expect(del.status).toBe(200);
      expect(del.json.id).toBe(created.id);
      expect(await accountCount()).toBe(before - 1);
      expect(await stored(created.id)).toBeUndefined();
      expect((await ctx.request('GET', `${ACCOUNTS_API}/${created.id}`, { token })).status).toBe(404);
      expect((await ctx.request('DELETE', `${ACCOUNTS_API}/${created.id}`, { token })).status).toBe(404);
      expect((await update(created.id, { name: 'Back From The Dead' })).status).toBe(404);
      const listed = await ctx.request('GET', `${ACCOUNTS_API}/search?search=*short%20lived*`, { token });
      expect(listed.json.totalElements).toBe(0);
    });
  });
});
