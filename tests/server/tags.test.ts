import { DEMO, forEachDatabase } from './support/databases';

const TAGS = '/api/account/v1/tags';
const ACCOUNT_TAGS = '/api/account/v1/tags/account';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('tags', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let agent: string;
  let alphaId: string;
  let betaId: string;
  let alphaClient: string;
  let betaClient: string;

  beforeAll(async () => {
    [staff, alpha, beta, agent] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.alphaAgent),
    ]);
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    betaId = (await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'beta').executeTakeFirstOrThrow())
      .id;
    const client = async (agencyId: string) =>
      (
        await ctx.db
          .selectFrom('accounts')
          .select('id')
          .where('agencyId', '=', agencyId)
          .orderBy('name', 'desc')
          .executeTakeFirstOrThrow()
      ).id;
    betaClient = await client(betaId);
    // The agent tags a client of its own team (Alpha East): the client-record rule keeps it out of other teams.
    const agentTeam = (
      await ctx.db
        .selectFrom('teams')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '=', 'Alpha East')
        .executeTakeFirstOrThrow()
    ).id;
    alphaClient = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('teamId', '=', agentTeam)
        .orderBy('name', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('lists an agency its own tags with their use count; Beta starts with none', async () => {
    const mine = await ctx.request('GET', `${TAGS}/search`, { token: alpha });
    expect(mine.json.content.map((t: { name: string }) => t.name)).toEqual(['Healthcare', 'Priority', 'Renewal Watch']);
    expect(mine.json.content.every((t: { accountCount: number }) => t.accountCount === 3)).toBe(true);
    expect((await ctx.request('GET', `${TAGS}/search`, { token: beta })).json.totalElements).toBe(0);
  });

  it('creates a tag, refuses a duplicate name and a too-long one, changing nothing', async () => {
    const created = await ctx.request('POST', TAGS, { token: beta, body: { name: 'Key Client' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Key Client', agencyId: betaId, accountCount: 0 });
    const before = (await ctx.db.selectFrom('tags').select('id').execute()).length;
    const twin = await ctx.request('POST', TAGS, { token: beta, body: { name: 'key client' } });
    expect(twin.json.errors).toEqual([{ field: 'name', detail: 'A tag with this name already exists.' }]);
    const long = await ctx.request('POST', TAGS, { token: beta, body: { name: 'x'.repeat(51) } });
    expect(long.json.errors).toEqual([{ field: 'name', detail: 'Tag Name must be at most 50 characters' }]);
    const foreign = await ctx.request('POST', TAGS, { token: beta, body: { name: 'Elsewhere', agencyId: alphaId } });
    expect(fields(foreign.json)).toEqual(['agencyId']);
    expect((await ctx.db.selectFrom('tags').select('id').execute()).length).toBe(before);
  });

  it('toggles a tag on an account: select by id or by name, unselect by delete', async () => {
    const tag = (await ctx.request('GET', `${TAGS}/search?search=*priority*`, { token: alpha })).json.content[0];
    const selected = await ctx.request('POST', ACCOUNT_TAGS, {
      token: agent,
      body: { accountId: alphaClient, tagId: tag.id },
    });
    expect(selected.status, JSON.stringify(selected.json)).toBe(201);
    expect(selected.json).toMatchObject({
      accountId: alphaClient,
      tagId: tag.id,
      tagName: 'Priority',
      agencyId: alphaId,
    });
    const again = await ctx.request('POST', ACCOUNT_TAGS, {
      token: agent,
      body: { accountId: alphaClient, tagId: tag.id },
    });
    expect(again.json.errors).toEqual([{ field: 'tagId', detail: 'This tag is already selected on the account.' }]);
    const onAccount = await ctx.request('GET', `${ACCOUNT_TAGS}/search?f[accountId][in]=${alphaClient}`, {
      token: alpha,
    });
    expect(onAccount.json.content.map((t: { tagName: string }) => t.tagName)).toEqual(['Priority']);
    const byName = await ctx.request('POST', ACCOUNT_TAGS, {
      token: alpha,
      body: { accountId: alphaClient, tagName: 'Brand New' },
    });
    expect(byName.status).toBe(201);
    expect(
      (await ctx.request('GET', `${TAGS}/search?search=*brand new*`, { token: alpha })).json.content[0],
    ).toMatchObject({ name: 'Brand New', accountCount: 1 });
    expect((await ctx.request('DELETE', `${ACCOUNT_TAGS}/${selected.json.id}`, { token: agent })).status).toBe(200);
    expect(
      (
        await ctx.request('GET', `${ACCOUNT_TAGS}/search?f[accountId][in]=${alphaClient}`, { token: alpha })
      ).json.content.map((t: { tagName: string }) => t.tagName),
    ).toEqual(['Brand New']);
  });

  it('refuses a foreign account or a foreign tag, and hides foreign selections', async () => {
    const alphaTag = (await ctx.request('GET', `${TAGS}/search`, { token: alpha })).json.content[0];
    const foreignAccount = await ctx.request('POST', ACCOUNT_TAGS, {
      token: alpha,
      body: { accountId: betaClient, tagId: alphaTag.id },
    });
    expect(foreignAccount.json.errors).toEqual([{ field: 'accountId', detail: 'Please select an Account' }]);
    const foreignTag = await ctx.request('POST', ACCOUNT_TAGS, {
      token: staff,
      body: { accountId: betaClient, tagId: alphaTag.id },
    });
    expect(foreignTag.json.errors).toEqual([{ field: 'tagId', detail: 'Please select a Tag' }]);
    const betaSees = await ctx.request('GET', `${ACCOUNT_TAGS}/search?size=100`, { token: beta });
    expect(betaSees.json.content.some((t: { agencyId: string }) => t.agencyId === alphaId)).toBe(false);
  });

  it('deletes a tag together with its selections (agency admin only)', async () => {
    const tag = (await ctx.request('GET', `${TAGS}/search?search=*healthcare*`, { token: alpha })).json.content[0];
    expect((await ctx.request('DELETE', `${TAGS}/${tag.id}`, { token: agent })).status).toBe(403);
    expect((await ctx.request('DELETE', `${TAGS}/${tag.id}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('DELETE', `${TAGS}/${tag.id}`, { token: alpha })).status).toBe(200);
    expect((await ctx.db.selectFrom('accountTags').select('id').where('tagId', '=', tag.id).execute()).length).toBe(0);
  });
});
