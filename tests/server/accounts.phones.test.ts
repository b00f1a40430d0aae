import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

// Spec 001 §5: a UK number is forced to start with 0 and the country code is prefixed; AU takes landlines and mobiles.
// Expected stored forms worked by hand: drop the trunk 0, prefix +44 / +61, no separators.
forEachDatabase(
  'account phones on a UK server',
  (ctx) => {
    let token: string;
    const create = (body: unknown) => ctx.request('POST', ACCOUNTS_API, { token, body });
    const update = (id: string, body: unknown) => ctx.request('PUT', `${ACCOUNTS_API}/${id}`, { token, body });
    const storedPhones = (id: string) =>
      ctx.db
        .selectFrom('accounts')
        .select(['phone', 'policyContactPhone'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const uk = (extra: Record<string, unknown>) => ({
      name: 'Leeds Phones Ltd',
      country: 'UK',
      address1: '1 Park Row',
      city: 'Leeds',
      zipCode: 'LS1 5AB',
      ...extra,
    });
    const au = (extra: Record<string, unknown>) => ({
      name: 'Sydney Phones Pty',
      country: 'AU',
      address1: '1 George Street',
      city: 'Sydney',
      state: 'NSW',
      zipCode: '2000',
      ...extra,
    });

    beforeAll(async () => {
      token = await ctx.login(DEMO.staff);
    });

    it('the server runs in the UK region', () => {
      expect(ctx.config.region).toBe('UK');
    });

    it('stores a UK phone with +44 and without the trunk 0, and answers it so', async () => {
      const { status, json } = await create(uk({ phone: '01632 960018', policyContactPhone: '07700 900123' }));
      expect(status, JSON.stringify(json)).toBe(201);
      expect(json).toMatchObject({ phone: '+441632960018', policyContactPhone: '+447700900123' });
      expect(await storedPhones(json.id)).toEqual({ phone: '+441632960018', policyContactPhone: '+447700900123' });
    });

    it('takes a London number grouped as Londoners write it (3 + 4 + 4, or the area code in brackets)', async () => {
      const { status, json } = await create(
        uk({ name: 'London Phones Ltd', phone: '020 7946 0000', policyContactPhone: '(020) 7946 0018' }),
      );
      expect(status, JSON.stringify(json)).toBe(201);
      expect(await storedPhones(json.id)).toEqual({ phone: '+442079460000', policyContactPhone: '+442079460018' });
    });

    it('keeps an extension; a number typed with +44 is stored the same way', async () => {
      const { json } = await create(uk({ phone: '+44 1632 960018 ext. 12' }));
      expect((await storedPhones(json.id)).phone).toBe('+441632960018 ext. 12');
    });

    it('normalises a phone changed by an update, and the stored form passes validation when saved again', async () => {
      const created = (await create(uk({ phone: '01632 960018' }))).json;
      const again = await update(created.id, { name: 'Leeds Phones Renamed Ltd' });
      expect(again.status, JSON.stringify(again.json)).toBe(200);
      expect((await storedPhones(created.id)).phone).toBe('+441632960018');
      const changed = await update(created.id, { phone: '01632 960999' });
      expect(changed.status).toBe(200);
      expect((await storedPhones(created.id)).phone).toBe('+441632960999');
    });

    it('stores an AU mobile and landline with +61', async () => {
      const { status, json } = await create(au({ phone: '0412 345 678', policyContactPhone: '(02) 9876 5432' }));
      expect(status, JSON.stringify(json)).toBe(201);
      expect(await storedPhones(json.id)).toEqual({ phone: '+61412345678', policyContactPhone: '+61298765432' });
    });

    it('refuses a UK phone of the wrong shape with the spec message, storing nothing', async () => {
      const before = (await ctx.db.selectFrom('accounts').select('id').execute()).length;
      const { status, json } = await create(uk({ name: 'Bad Phone Ltd', phone: '01632 9600' }));
      expect(status).toBe(400);
      expect(json.errors).toContainEqual({ field: 'phone', detail: 'Please enter a valid phone number.' });
      expect((await ctx.db.selectFrom('accounts').select('id').execute()).length).toBe(before);
    });
  },
  { env: { REGION: 'UK' } },
);
