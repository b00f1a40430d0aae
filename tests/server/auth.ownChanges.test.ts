/**
 * A user's own sign-in changes (here: a new password) go through one repository: the user record's version goes
 * up and its history names the change — never the secret — so an administrator's edit opened before it is
 * refused as stale instead of silently overwriting it.
 */
import { DEMO, DEMO_PASSWORD, forEachDatabase } from './support/databases';

const USERS = '/api/auth/v1/users';
const NEW_PASSWORD = 'Another-Password-2!';

forEachDatabase("a user's own changes", (ctx) => {
  it('versions the user, records the change without its value, and makes an open admin edit stale', async () => {
    const admin = await ctx.login(DEMO.alphaAdmin);
    const agentRow = await ctx.db
      .selectFrom('users')
      .select(['id', 'passwordHash'])
      .where('email', '=', DEMO.alphaAgent)
      .executeTakeFirstOrThrow();
    const opened = (await ctx.request('GET', `${USERS}/${agentRow.id}`, { token: admin })).json;

    const agent = await ctx.login(DEMO.alphaAgent);
    const changed = await ctx.request('PUT', `${USERS}/me/password`, {
      token: agent,
      body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);

    const now = (await ctx.request('GET', `${USERS}/${agentRow.id}`, { token: admin })).json;
    expect(now.version).toBe(opened.version + 1);
    const history = (await ctx.request('GET', `${USERS}/${agentRow.id}/history`, { token: admin })).json;
    expect(history[0]).toMatchObject({
      action: 'password-change',
      actorEmail: DEMO.alphaAgent,
      changes: [{ field: 'password', before: null, after: '(changed)' }],
    });
    const stored = await ctx.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', agentRow.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(history)).not.toContain(stored.passwordHash);
    expect(JSON.stringify(history)).not.toContain(agentRow.passwordHash);

    const stale = await ctx.request('PUT', `${USERS}/${agentRow.id}`, {
      token: admin,
      body: { version: opened.version, firstName: 'Overwritten' },
    });
    expect(stale.status).toBe(409);
    expect((await ctx.request('GET', `${USERS}/${agentRow.id}`, { token: admin })).json.firstName).toBe(now.firstName);
  });
});
