import { DEMO, forEachDatabase } from './support/databases';

const AGENCIES = '/api/auth/v1/admin/agencies';
const USERS = '/api/auth/v1/users';
const TEAMS = '/api/auth/v1/teams';
const ROLES = '/api/auth/v1/roles';

forEachDatabase('agencies, users, roles and teams', (ctx) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of Object.values(DEMO)) tokens[email] = await ctx.login(email);
  });

  it('agencies: the full name joins the location alias with " - "; the fee and NPN rules say the spec words', async () => {
    const list = await ctx.request('GET', `${AGENCIES}/search?search=*alpha*`, { token: tokens[DEMO.staff] });
    expect(list.json.content[0].fullName).toBe('Alpha Insurance Agency - Austin');
    const bad = async (body: Record<string, unknown>) =>
      (
        await ctx.request('POST', AGENCIES, {
          token: tokens[DEMO.staff],
          body: { name: 'X', hostname: 'x-agency', npn: '1', ...body },
        })
      ).json.errors;
    expect(await bad({ additionalBrokerFee: -1 })).toEqual([
      { field: 'additionalBrokerFee', detail: 'Additional Broker fee cannot be less than $0' },
    ]);
    expect(await bad({ additionalBrokerFee: 10000.01 })).toEqual([
      { field: 'additionalBrokerFee', detail: 'must be less than or equal to $10,000' },
    ]);
    expect(await bad({ additionalBrokerFee: 'ten' })).toEqual([
      { field: 'additionalBrokerFee', detail: 'must be a number' },
    ]);
    expect((await bad({ npn: '12345678901' }))[0].field).toBe('npn');
    expect(await bad({ hostname: '' })).toEqual([{ field: 'hostname', detail: 'Hostname is a required field' }]);
    // An agency sees itself only, and may not create agencies.
    expect(
      (await ctx.request('GET', `${AGENCIES}/search`, { token: tokens[DEMO.alphaAdmin] })).json.content.map(
        (a: { name: string }) => a.name,
      ),
    ).toEqual(['Alpha Insurance Agency']);
    expect(
      (
        await ctx.request('POST', AGENCIES, {
          token: tokens[DEMO.alphaAdmin],
          body: { name: 'Y', hostname: 'y', npn: '1' },
        })
      ).status,
    ).toBe(403);
  });

  it('users: a team-realm role needs a team; disabling a user ends its sessions', async () => {
    const me = (await ctx.request('GET', '/api/auth/v1/users/me', { token: tokens[DEMO.alphaAdmin] })).json;
    const roles = (await ctx.request('GET', `${ROLES}/search?size=100`, { token: tokens[DEMO.alphaAdmin] })).json
      .content;
    expect(new Set(roles.map((r: { accountType: string }) => r.accountType))).toEqual(new Set(['AGENCY']));
    const agentRole = roles.find((r: { name: string }) => r.name === 'Agent');
    const body = {
      firstName: 'New',
      lastName: 'Agent',
      email: `new.agent.${ctx.kind}@alpha.demo.test`,
      roleId: agentRole.id,
    };
    const noTeam = await ctx.request('POST', USERS, { token: tokens[DEMO.alphaAdmin], body });
    expect(noTeam.json.errors).toEqual([{ field: 'teamIds', detail: 'Team is a required field.' }]);
    const teams = (await ctx.request('GET', `${TEAMS}/search`, { token: tokens[DEMO.alphaAdmin] })).json.content;
    const created = await ctx.request('POST', USERS, {
      token: tokens[DEMO.alphaAdmin],
      body: { ...body, teamIds: [teams[0].id] },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      accountId: me.account.id,
      roleName: 'Agent',
      teamIds: [teams[0].id],
      accountRoleMap: { [me.account.id]: agentRole.id },
    });
    // A staff role cannot be handed out by an agency.
    const staffRole = (
      await ctx.request('GET', `${ROLES}/search?size=100&f[accountType][in]=PROVIDER`, { token: tokens[DEMO.staff] })
    ).json.content[0];
    const escalate = await ctx.request('PUT', `${USERS}/${created.json.id}`, {
      token: tokens[DEMO.alphaAdmin],
      body: { version: created.json.version, roleId: staffRole.id },
    });
    expect(escalate.json.errors).toEqual([{ field: 'roleId', detail: 'Please select a Role' }]);

    const agent = await ctx.loginTokens(DEMO.alphaAgent);
    const agentUser = (await ctx.request('GET', '/api/auth/v1/users/me', { token: agent.accessToken })).json;
    const record = (await ctx.request('GET', `${USERS}/${agentUser.id}`, { token: tokens[DEMO.alphaAdmin] })).json;
    const disabled = await ctx.request('PUT', `${USERS}/${agentUser.id}`, {
      token: tokens[DEMO.alphaAdmin],
      body: { version: record.version, enabled: false },
    });
    expect(disabled.status).toBe(200);
    expect(
      (await ctx.request('POST', '/api/auth/v1/token/refresh', { body: { refreshToken: agent.refreshToken } })).status,
    ).toBe(401);
    expect((await ctx.request('GET', '/api/auth/v1/users/me', { token: agent.accessToken })).status).toBe(401);
    await ctx.request('PUT', `${USERS}/${agentUser.id}`, {
      token: tokens[DEMO.alphaAdmin],
      body: { version: disabled.json.version, enabled: true },
    });
  });

  it('teams: the selector offers All to account-realm callers and only its own teams to an agent; lists follow teamId', async () => {
    const admin = (await ctx.request('GET', `${TEAMS}/my`, { token: tokens[DEMO.alphaAdmin] })).json.content;
    expect(admin.map((t: { name: string }) => t.name)).toEqual(['All', 'Alpha East', 'Alpha West']);
    const agentToken = await ctx.login(DEMO.alphaAgent);
    const agent = (await ctx.request('GET', `${TEAMS}/my`, { token: agentToken })).json.content;
    expect(agent.map((t: { name: string }) => t.name)).toEqual(['Alpha East']);
    expect((await ctx.request('GET', `${TEAMS}/my`, { token: tokens[DEMO.staff] })).json.content).toEqual([
      { id: 'all', name: 'All', isDefault: false },
    ]);

    const east = admin.find((t: { name: string }) => t.name === 'Alpha East').id;
    const west = admin.find((t: { name: string }) => t.name === 'Alpha West').id;
    const accounts = async (token: string, teamId?: string) =>
      (
        await ctx.request('GET', `/api/account/v1/account/search?size=1000${teamId ? `&teamId=${teamId}` : ''}`, {
          token,
        })
      ).json.content as { teamId: string | null }[];
    expect(new Set((await accounts(tokens[DEMO.alphaAdmin], west)).map((a) => a.teamId))).toEqual(new Set([west]));
    // The agent never sees another team's accounts, whatever it asks for.
    expect(new Set((await accounts(agentToken)).map((a) => a.teamId))).toEqual(new Set([east]));
    expect(await accounts(agentToken, west)).toEqual([]);
    // The default team cannot be deleted.
    const defaultTeam = (
      await ctx.request('GET', `${TEAMS}/search?f[isDefault][in]=true`, { token: tokens[DEMO.alphaAdmin] })
    ).json.content[0];
    expect((await ctx.request('DELETE', `${TEAMS}/${defaultTeam.id}`, { token: tokens[DEMO.alphaAdmin] })).status).toBe(
      409,
    );
    // Making another team the default unmarks the old one, as a new version of it: an edit of the old one is stale.
    const other = admin.find((t: { id: string }) => t.id !== 'all' && t.id !== defaultTeam.id).id;
    const current = (await ctx.request('GET', `${TEAMS}/${other}`, { token: tokens[DEMO.alphaAdmin] })).json;
    const marked = await ctx.request('PUT', `${TEAMS}/${other}`, {
      token: tokens[DEMO.alphaAdmin],
      body: { version: current.version, isDefault: true },
    });
    expect(marked.status).toBe(200);
    const unmarked = (await ctx.request('GET', `${TEAMS}/${defaultTeam.id}`, { token: tokens[DEMO.alphaAdmin] })).json;
    expect(unmarked).toMatchObject({ isDefault: false, version: defaultTeam.version + 1 });
    const stale = await ctx.request('PUT', `${TEAMS}/${defaultTeam.id}`, {
      token: tokens[DEMO.alphaAdmin],
      body: { version: defaultTeam.version, description: 'stale' },
    });
    expect(stale.status).toBe(409);
  });

  it('roles: the permission map groups actions by area; only staff write roles', async () => {
    const map = (await ctx.request('GET', `${ROLES}/permissions/map`, { token: tokens[DEMO.staff] })).json;
    expect(map.account).toEqual(expect.arrayContaining(['read', 'create', 'update', 'delete']));
    expect(map.team).toEqual(expect.arrayContaining(['read', 'create']));
    expect(
      (
        await ctx.request('POST', ROLES, {
          token: tokens[DEMO.alphaAdmin],
          body: { name: 'Mine', accountType: 'AGENCY' },
        })
      ).status,
    ).toBe(403);
    const created = await ctx.request('POST', ROLES, {
      token: tokens[DEMO.staff],
      body: { name: `Underwriter ${ctx.kind}`, accountType: 'PROVIDER', permissions: ['account:read'] },
    });
    expect(created.status).toBe(201);
    const clash = await ctx.request('POST', ROLES, {
      token: tokens[DEMO.staff],
      body: { name: `underwriter ${ctx.kind}`, accountType: 'PROVIDER' },
    });
    expect(clash.json.errors[0].field).toBe('name');
    const inUse = (
      await ctx.request('GET', `${ROLES}/search?f[accountType][in]=AGENCY&search=*agency admin*`, {
        token: tokens[DEMO.staff],
      })
    ).json.content[0];
    expect((await ctx.request('DELETE', `${ROLES}/${inUse.id}`, { token: tokens[DEMO.staff] })).status).toBe(409);
  });
});
