/**
 * The accounts' own actions (spec 001 §2, §3, §5, §8; spec 002 §5, §9): decline with the account reasons
 * and undecline, add or edit the policyholder contact with the spec's texts, assign agency (staff; with a link the
 * agent is e-mailed), update agent ("Team is a required field.", the organisation contact needed first). Each is
 * a history entry of the account with its actor; another agency's account is 404.
 */
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const fields = (json: { errors?: { field: string; detail: string }[] }) =>
  (json.errors ?? []).map((e) => [e.field, e.detail]);

forEachDatabase('account actions', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let teams: Record<string, string>;
  let agencies: Record<string, string>;

  const newAlphaClient = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await ctx.request('POST', ACCOUNTS_API, {
      token: alpha,
      body: { name, country: 'US', address1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', ...extra },
    });
    expect(created.status, created.text).toBe(201);
    return created.json as { id: string; version: number; teamId: string | null };
  };
  const account = async (token: string, id: string) =>
    (await ctx.request('GET', `${ACCOUNTS_API}/${id}`, { token })).json;
  const latest = async (id: string) =>
    (await ctx.request('GET', `${ACCOUNTS_API}/${id}/history`, { token: staff })).json[0];

  beforeAll(async () => {
    [staff, alpha, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
    ]);
    teams = Object.fromEntries(
      (await ctx.db.selectFrom('teams').select(['id', 'name']).execute()).map((t) => [t.name, t.id]),
    );
    agencies = Object.fromEntries(
      (
        await ctx.db.selectFrom('accounts').select(['id', 'hostname']).where('accountType', '=', 'AGENCY').execute()
      ).map((a) => [String(a.hostname), a.id]),
    );
  });

  it('declines with the account reasons (the spec texts when they are missing), once, and undeclines', async () => {
    const { id } = await newAlphaClient('Decline Test Co');
    const path = `${ACCOUNTS_API}/decline/${id}`;
    const missing = await ctx.request('PUT', path, { token: staff, body: {} });
    expect(missing.status).toBe(400);
    expect(fields(missing.json)).toEqual([
      ['reasonSummary', 'Declination Reason is required'],
      ['reason', 'Reason Description is required'],
    ]);
    const fillIn = await ctx.request('PUT', path, {
      token: staff,
      body: { reasonSummary: 'Fill-in option', reason: 'See note' },
    });
    expect(fields(fillIn.json)).toEqual([['fillInText', 'Fill-In text is required']]);
    expect(
      (await ctx.request('PUT', path, { token: staff, body: { reasonSummary: 'Price is High', reason: 'x' } })).status,
    ).toBe(400);
    expect(
      (await ctx.request('PUT', path, { token: alpha, body: { reasonSummary: 'Poor Controls', reason: 'No MFA' } }))
        .status,
    ).toBe(403);

    const declined = await ctx.request('PUT', path, {
      token: staff,
      body: { productType: 'P100', reasonSummary: 'Poor Controls', reason: 'No MFA anywhere' },
    });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json).toMatchObject({
      status: 'Declined',
      declination: {
        productType: 'P100',
        reasonSummary: 'Poor Controls',
        reason: 'No MFA anywhere',
        fillInText: null,
        by: DEMO.staff,
      },
    });
    expect(await latest(id)).toMatchObject({ action: 'decline', actorEmail: DEMO.staff });
    const again = await ctx.request('PUT', path, {
      token: staff,
      body: { reasonSummary: 'Poor Controls', reason: 'again' },
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(
      'A account in status Declined cannot be given the action decline. Allowed from Declined: undecline, update-agent, refresh-firmographics.',
    );
    // A PUT of the record cannot move the status out of (or into) Declined: that is the actions' work.
    const current = await account(staff, id);
    const byHand = await ctx.request('PUT', `${ACCOUNTS_API}/${id}`, {
      token: staff,
      body: { version: current.version, status: 'Open' },
    });
    expect(byHand.status).toBe(400);
    expect(fields(byHand.json)).toEqual([
      ['status', 'An account is declined and undeclined through its decline and undecline actions only.'],
    ]);
    expect(
      (
        await ctx.request('PUT', `${ACCOUNTS_API}/${id}`, {
          token: staff,
          body: { version: current.version, name: 'Decline Test Company' },
        })
      ).status,
    ).toBe(200);
    const undeclined = await ctx.request('PUT', `${ACCOUNTS_API}/undecline/${id}`, { token: staff, body: {} });
    expect(undeclined.json).toMatchObject({ status: 'Open', declination: null });
  });

  it('adds and edits the contact with the policy-holder texts; another agency gets 404', async () => {
    const { id } = await newAlphaClient('Contact Test Co');
    const path = `${ACCOUNTS_API}/${id}/contact`;
    const blank = await ctx.request('PUT', path, { token: alpha, body: { contactEmail: 'not-an-email' } });
    expect(blank.status).toBe(400);
    expect(fields(blank.json)).toEqual(
      expect.arrayContaining([
        ['contactFirstName', 'Please enter Policy Holder First Name.'],
        ['contactLastName', 'Please enter Policy Holder Last Name.'],
        ['contactEmail', 'Please enter a valid Email Address'],
      ]),
    );
    expect(
      fields(
        (await ctx.request('PUT', path, { token: alpha, body: { contactFirstName: 'Ann', contactLastName: 'Lee' } }))
          .json,
      ),
    ).toEqual([['contactEmail', 'Please enter Email Address']]);
    expect(
      fields(
        (
          await ctx.request('PUT', path, {
            token: alpha,
            body: {
              contactFirstName: 'Ann',
              contactLastName: 'Lee',
              contactEmail: 'ann@example.com',
              contactPhone: '12',
            },
          })
        ).json,
      ),
    ).toEqual([['contactPhone', 'Please enter a valid Policy Holder Phone Number.']]);
    expect(
      (
        await ctx.request('PUT', path, {
          token: beta,
          body: { contactFirstName: 'Ann', contactLastName: 'Lee', contactEmail: 'ann@example.com' },
        })
      ).status,
    ).toBe(404);

    const added = await ctx.request('PUT', path, {
      token: alpha,
      body: {
        accountId: id,
        contactFirstName: 'Ann',
        contactLastName: 'Lee',
        contactEmail: 'ann@example.com',
        contactPhone: '(512) 555-0142',
      },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json).toMatchObject({
      policyContactFirstName: 'Ann',
      policyContactLastName: 'Lee',
      policyContactEmail: 'ann@example.com',
    });
    const edited = await ctx.request('PUT', path, {
      token: alpha,
      body: {
        version: added.json.version,
        contactFirstName: 'Anne',
        contactLastName: 'Lee',
        contactEmail: 'anne@example.com',
      },
    });
    expect(edited.json).toMatchObject({
      policyContactFirstName: 'Anne',
      policyContactEmail: 'anne@example.com',
      policyContactPhone: null,
    });
    expect(await latest(id)).toMatchObject({ action: 'contact', actorEmail: DEMO.alphaAdmin });
    expect(
      (
        await ctx.request('PUT', path, {
          token: alpha,
          body: {
            version: added.json.version,
            contactFirstName: 'A',
            contactLastName: 'L',
            contactEmail: 'a@example.com',
          },
        })
      ).status,
    ).toBe(409);
  });

  it('staff assign an account to another agency (its default team); with a link the agent is e-mailed; the old agency loses it', async () => {
    const { id } = await newAlphaClient('Assign Test Co');
    const path = `${ACCOUNTS_API}/${id}/agency`;
    expect((await ctx.request('PUT', path, { token: alpha, body: { agencyId: agencies.beta } })).status).toBe(403);
    expect(fields((await ctx.request('PUT', path, { token: staff, body: {} })).json)).toEqual([
      ['agencyId', 'Please select a Agency'],
    ]);
    expect(fields((await ctx.request('PUT', path, { token: staff, body: { agencyId: id } })).json)).toEqual([
      ['agencyId', 'Please select a Agency'],
    ]);
    expect(
      fields((await ctx.request('PUT', path, { token: staff, body: { agencyId: agencies.beta, link: true } })).json),
    ).toEqual([['agentEmail', 'Please enter Email Address']]);

    const assigned = await ctx.request('PUT', path, {
      token: staff,
      body: {
        agencyId: agencies.beta,
        agencyName: 'Beta Brokers',
        agentFirstName: 'Bea',
        agentLastName: 'Admin',
        agentEmail: DEMO.betaAdmin,
        link: true,
      },
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.json).toMatchObject({
      agencyId: agencies.beta,
      agencyName: 'Beta Brokers',
      teamId: teams['Beta Main'],
      agentEmail: DEMO.betaAdmin,
    });
    const mail = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', DEMO.betaAdmin)
      .where('kind', '=', 'ACCOUNT_ASSIGNED')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(`/agency/accounts/${id}/show`);
    expect((await ctx.request('GET', `${ACCOUNTS_API}/${id}`, { token: alpha })).status).toBe(404);
    expect((await account(beta, id)).name).toBe('Assign Test Co');
    expect(await latest(id)).toMatchObject({ action: 'assign-agency', actorEmail: DEMO.staff });

    // Without the link: no e-mail.
    const other = await newAlphaClient('Assign Test Two');
    const before = await ctx.db.selectFrom('outbox').select('id').where('kind', '=', 'ACCOUNT_ASSIGNED').execute();
    expect(
      (
        await ctx.request('PUT', `${ACCOUNTS_API}/${other.id}/agency`, {
          token: staff,
          body: { agencyId: agencies.beta, agentEmail: DEMO.betaAdmin },
        })
      ).status,
    ).toBe(200);
    expect(
      await ctx.db.selectFrom('outbox').select('id').where('kind', '=', 'ACCOUNT_ASSIGNED').execute(),
    ).toHaveLength(before.length);
  });

  it('update agent: the organisation contact first, "Team is a required field.", an agent of that team; the account moves', async () => {
    const { id } = await newAlphaClient('Agent Test Co', { teamId: teams['Alpha West'] });
    const path = `${ACCOUNTS_API}/${id}/agent`;
    const body = { agentEmail: DEMO.alphaAgent, team: teams['Alpha East'] };
    expect(fields((await ctx.request('PUT', path, { token: alpha, body })).json)).toEqual([
      ['contactFirstName', "Update this account's organization contact info and try again"],
    ]);
    await ctx.request('PUT', `${ACCOUNTS_API}/${id}/contact`, {
      token: alpha,
      body: { contactFirstName: 'Ann', contactLastName: 'Lee', contactEmail: 'ann@example.com' },
    });
    expect(
      fields((await ctx.request('PUT', path, { token: alpha, body: { agentEmail: DEMO.alphaAgent } })).json),
    ).toEqual([['team', 'Team is a required field.']]);
    expect(
      fields(
        (
          await ctx.request('PUT', path, {
            token: alpha,
            body: { agentEmail: DEMO.alphaAgent, team: teams['Beta Main'] },
          })
        ).json,
      ),
    ).toEqual([['team', 'Team is a required field.']]);
    expect(
      fields(
        (
          await ctx.request('PUT', path, {
            token: alpha,
            body: { agentEmail: DEMO.alphaAgent, team: teams['Alpha West'] },
          })
        ).json,
      ),
    ).toEqual([['agentEmail', "The agent must be a user of the account's agency in that team."]]);
    const moved = await ctx.request('PUT', path, { token: alpha, body });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ teamId: teams['Alpha East'], agentEmail: DEMO.alphaAgent });
    expect(await latest(id)).toMatchObject({ action: 'update-agent', actorEmail: DEMO.alphaAdmin });
    expect((await ctx.request('PUT', path, { token: beta, body })).status).toBe(404);
  });

  it('refresh firmographic data reads the name, address and phone again from the lookup by cbid; no cbid is a 400', async () => {
    const { id } = await newAlphaClient('Refresh Test Co');
    const noCbid = await ctx.request('PUT', `${ACCOUNTS_API}/${id}/firmographics/refresh`, { token: alpha, body: {} });
    expect(fields(noCbid.json)).toEqual([
      ['cbid', 'This account has no company identifier (CBID) to refresh its data from.'],
    ]);

    const picked = await newAlphaClient('Old Name Of The Clinic', {
      cbid: 'CB-100018',
      address1: '1 Old Rd',
      city: 'Salem',
      state: 'OR',
      zipCode: '97301',
    });
    const refreshed = await ctx.request('PUT', `${ACCOUNTS_API}/${picked.id}/firmographics/refresh`, {
      token: alpha,
      body: { version: picked.version },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.json).toMatchObject({
      name: 'Evergreen Eye Care',
      address1: '14 Vision Way',
      city: 'Portland',
      state: 'OR',
      zipCode: '97204',
      phone: '5035550118',
    });
    expect(await latest(picked.id)).toMatchObject({ action: 'refresh-firmographics', actorEmail: DEMO.alphaAdmin });
    expect(
      (await ctx.request('PUT', `${ACCOUNTS_API}/${picked.id}/firmographics/refresh`, { token: beta, body: {} }))
        .status,
    ).toBe(404);
  });
});
