import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const SEARCH = `${ACCOUNTS_API}/search?size=1000`;

/**
 * Who a token belongs to is read from the database on every request (one statement: user, role, teams and a
 * jump-in's staff user), so a change to any of them takes effect on the very next request of a session
 * that is already signed in.
 */
forEachDatabase('auth: every request sees the user as it is now', (ctx) => {
  const userId = async (email: string) =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const setEnabled = async (email: string, enabled: boolean) =>
    ctx.db.updateTable('users').set({ enabled }).where('email', '=', email).execute();

  it('a jumped-in session ends when its staff user is disabled, and works again when re-enabled', async () => {
    const staff = await ctx.login(DEMO.staff);
    const alpha = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('name', '=', 'Alpha Insurance Agency')
        .executeTakeFirstOrThrow()
    ).id;
    const jump = await ctx.request('POST', `/api/auth/v1/jump/${alpha}/jtoken`, { token: staff });
    const entered = (await ctx.request('POST', `/api/auth/v1/admin/enter/${jump.json.token}`)).json
      .accessToken as string;
    expect((await ctx.request('GET', SEARCH, { token: entered })).status).toBe(200);

    await setEnabled(DEMO.staff, false);
    try {
      const refused = await ctx.request('GET', SEARCH, { token: entered });
      expect(refused.status).toBe(401);
      expect(refused.json.detail).toBe('The session has ended.');
    } finally {
      await setEnabled(DEMO.staff, true);
    }
    expect((await ctx.request('GET', SEARCH, { token: entered })).status).toBe(200);
  });

  it("an agent's list follows a change of its teams on the next request", async () => {
    const token = await ctx.login(DEMO.alphaAgent);
    const agent = await userId(DEMO.alphaAgent);
    const teamsOf = async () =>
      (await ctx.db.selectFrom('userTeams').select('teamId').where('userId', '=', agent).execute()).map(
        (t) => t.teamId,
      );
    const own = await teamsOf();
    const alphaTeams = await ctx.db
      .selectFrom('teams')
      .innerJoin('accounts', 'accounts.id', 'teams.agencyId')
      .select('teams.id')
      .where('accounts.name', '=', 'Alpha Insurance Agency')
      .execute();
    const other = alphaTeams.map((t) => t.id).find((id) => !own.includes(id))!;
    const teamIds = async () =>
      new Set((await ctx.request('GET', SEARCH, { token })).json.content.map((a: { teamId: string }) => a.teamId));

    expect(await teamIds()).toEqual(new Set(own));
    await ctx.db.updateTable('userTeams').set({ teamId: other }).where('userId', '=', agent).execute();
    try {
      expect(await teamIds()).toEqual(new Set([other]));
    } finally {
      await ctx.db.updateTable('userTeams').set({ teamId: own[0] }).where('userId', '=', agent).execute();
    }
  });

  it("a permission taken from a user's role is refused on the next request", async () => {
    const token = await ctx.login(DEMO.alphaAdmin);
    const role = await ctx.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['roles.id', 'roles.permissions'])
      .where('users.email', '=', DEMO.alphaAdmin)
      .executeTakeFirstOrThrow();
    expect((await ctx.request('GET', SEARCH, { token })).status).toBe(200);
    const without = (role.permissions as string[]).filter((p) => p !== 'account:read');
    await ctx.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify(without) as any })
      .where('id', '=', role.id)
      .execute();
    try {
      expect((await ctx.request('GET', SEARCH, { token })).status).toBe(403);
    } finally {
      await ctx.db
        .updateTable('roles')
        .set({ permissions: JSON.stringify(role.permissions) as any })
        .where('id', '=', role.id)
        .execute();
    }
  });
});
