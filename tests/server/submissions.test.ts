/**
 * Submissions (spec 002 §3, §7 `/api/account/v1/submission`): create, the dashboard tab's list (search, status
 * filter), the lifecycle (decline with a reason code, a second decline refused, reopen, lost, assign within the
 * agency only) and the stats, which count exactly what the caller's list shows.
 */
import { DEMO, forEachDatabase } from './support/databases';
import { demoTenant, teamTenant } from './support/tenantContexts';

const SUBMISSIONS = '/api/account/v1/submission';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
type Stat = { key: string; label: string; value: number };

forEachDatabase('submissions', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let agent: string;
  let owner: string;
  let alphaClient: string;
  let betaClient: string;
  let serial = 0;
  const tag = () => `sub${ctx.kind}${Date.now().toString(36)}${serial++}`;

  const create = async (token: string, body: Record<string, unknown>) => {
    const created = await ctx.request('POST', SUBMISSIONS, { token, body });
    expect(created.status, created.text).toBe(201);
    return created.json;
  };
  const userId = async (email: string) =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    [staff, alpha, beta, agent, owner] = await Promise.all(
      [DEMO.staff, DEMO.alphaAdmin, DEMO.betaAdmin, DEMO.alphaAgent, DEMO.owner].map((e) => ctx.login(e)),
    );
    alphaClient = (await demoTenant(ctx.db, 'Alpha Insurance Agency')).accountId;
    betaClient = (await demoTenant(ctx.db, 'Beta Brokers')).accountId;
  });

  it('starts with the demo: each demo agency has a submission in every status, the declined and lost ones with reasons', async () => {
    const demo = await ctx.request('GET', `${SUBMISSIONS}/search?size=100&search=*s-alp-*&sort=submissionNumber,asc`, {
      token: alpha,
    });
    expect(demo.json.content.map((s: { status: string }) => s.status).sort()).toEqual([
      'bound',
      'declined',
      'incomplete',
      'lost',
      'migrated',
      'needsApplication',
      'nonRenewed',
      'quoted',
      'readyToQuote',
      'referred',
      'renewed',
      'uwEscalation',
    ]);
    expect(demo.json.content.find((s: { status: string }) => s.status === 'declined')).toMatchObject({
      declinationReason: 'POOR_CONTROLS',
    });
    const betaDemo = await ctx.request('GET', `${SUBMISSIONS}/search?size=100&search=*s-bet-*`, { token: beta });
    expect(betaDemo.json.totalElements).toBe(12);
  });

  it('creates a submission for a client: its agency, a submission number, readyToQuote, the client name', async () => {
    const msgId = tag();
    const created = await create(alpha, {
      accountId: alphaClient,
      msgId,
      expiryDate: '2027-01-31',
      quotedPremium: 1500.5,
    });
    const client = await ctx.db
      .selectFrom('accounts')
      .select(['name', 'agencyId'])
      .where('id', '=', alphaClient)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      accountId: alphaClient,
      agencyId: client.agencyId,
      accountName: client.name,
      msgId,
      status: 'readyToQuote',
      expiryDate: '2027-01-31',
      quotedPremium: 1500.5,
      isRenewal: false,
      version: 1,
    });
    expect(created.submissionNumber).toMatch(/^S-\d{4}-[A-Z0-9]{6}$/);
    expect(created.agencyName).toBe('Alpha Insurance Agency');
  });

  it('refuses bad input naming the field, a foreign client, and a status set by an edit', async () => {
    const bad = await ctx.request('POST', SUBMISSIONS, {
      token: alpha,
      body: { accountId: alphaClient, status: 'approved', expiryDate: '2026-02-30' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json).sort()).toEqual(['expiryDate', 'status']);
    const foreign = await ctx.request('POST', SUBMISSIONS, { token: alpha, body: { accountId: betaClient } });
    expect(foreign.status).toBe(400);
    expect(fields(foreign.json)).toEqual(['accountId']);
    const mine = await create(alpha, { accountId: alphaClient });
    const edit = await ctx.request('PUT', `${SUBMISSIONS}/${mine.id}`, {
      token: alpha,
      body: { status: 'bound', version: mine.version },
    });
    expect(edit.status).toBe(400);
    expect(edit.json.errors).toEqual([
      { field: 'status', detail: 'The status of a submission changes through its actions (decline, lost, reopen).' },
    ]);
    const reason = await ctx.request('PUT', `${SUBMISSIONS}/${mine.id}`, {
      token: alpha,
      body: { declinationReason: 'POOR_CONTROLS', version: mine.version },
    });
    expect(reason.status).toBe(400);
    expect(reason.json.errors).toEqual([{ field: 'declinationReason', detail: 'Set by the decline action.' }]);
    const lostAtCreate = await ctx.request('POST', SUBMISSIONS, {
      token: alpha,
      body: { accountId: alphaClient, lostReason: 'Price' },
    });
    expect(lostAtCreate.status).toBe(400);
    expect(fields(lostAtCreate.json)).toEqual(['lostReason']);
    const edited = await ctx.request('PUT', `${SUBMISSIONS}/${mine.id}`, {
      token: alpha,
      body: { operationalStatus: 'Waiting on broker', version: mine.version },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      operationalStatus: 'Waiting on broker',
      status: 'readyToQuote',
      version: mine.version + 1,
    });
  });

  it('lists newest first, searched by submission number and filtered by status; another agency sees none', async () => {
    const first = await create(alpha, { accountId: alphaClient, status: 'referred', msgId: tag() });
    const second = await create(alpha, { accountId: alphaClient, status: 'quoted', msgId: tag() });
    const list = await ctx.request('GET', `${SUBMISSIONS}/search?size=100`, { token: alpha });
    expect(list.status).toBe(200);
    const ids = list.json.content.map((s: { id: string }) => s.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const searched = await ctx.request('GET', `${SUBMISSIONS}/search?search=${first.submissionNumber.toLowerCase()}`, {
      token: alpha,
    });
    expect(searched.json.content.map((s: { id: string }) => s.id)).toEqual([first.id]);
    const referred = await ctx.request('GET', `${SUBMISSIONS}/search?size=100&f[status][in]=referred`, {
      token: alpha,
    });
    expect(referred.json.content.map((s: { id: string }) => s.id)).toContain(first.id);
    expect(referred.json.content.every((s: { status: string }) => s.status === 'referred')).toBe(true);
    const betaSearch = await ctx.request('GET', `${SUBMISSIONS}/search?search=${first.submissionNumber}`, {
      token: beta,
    });
    expect(betaSearch.json.content).toEqual([]);
    expect((await ctx.request('GET', `${SUBMISSIONS}/${first.id}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('GET', `${SUBMISSIONS}/search`, { token: owner })).status).toBe(403);
  });

  it('declines with a reason code: status declined, the reason kept, a history entry; a second decline is 409', async () => {
    const submission = await create(alpha, { accountId: alphaClient });
    const missing = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/decline`, {
      token: alpha,
      body: { declinationReason: 'FILL_IN_OPTION' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'declinationReasonDescription', detail: 'Reason Description is required' },
        { field: 'fillInDeclinationReason', detail: 'Fill-In text is required' },
      ]),
    );
    const unknown = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/decline`, {
      token: alpha,
      body: { declinationReason: 'TOO_RISKY', declinationReasonDescription: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(fields(unknown.json)).toEqual(['declinationReason']);
    const declined = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/decline`, {
      token: alpha,
      body: {
        declinationReason: 'POOR_CONTROLS',
        declinationReasonDescription: 'No MFA on email',
        version: submission.version,
      },
    });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json).toMatchObject({
      status: 'declined',
      declinationReason: 'POOR_CONTROLS',
      declinationReasonDescription: 'No MFA on email',
      fillInDeclinationReason: null,
      version: submission.version + 1,
    });
    const history = (await ctx.request('GET', `${SUBMISSIONS}/${submission.id}/history`, { token: alpha })).json;
    expect(history[0]).toMatchObject({ action: 'decline', actorEmail: DEMO.alphaAdmin });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'readyToQuote', after: 'declined' },
        { field: 'declinationReason', before: null, after: 'POOR_CONTROLS' },
      ]),
    );
    const again = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/decline`, {
      token: alpha,
      body: { declinationReason: 'SIZE_TOO_BIG', declinationReasonDescription: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(
      'A submission in status declined cannot be given the action decline. Allowed from declined: reopen.',
    );
    expect((await ctx.request('GET', `${SUBMISSIONS}/${submission.id}`, { token: alpha })).json).toMatchObject({
      declinationReason: 'POOR_CONTROLS',
      version: submission.version + 1,
    });
  });

  it('reopens a declined submission (reasons cleared) and marks an open one lost with the fill-in text', async () => {
    const submission = await create(alpha, { accountId: alphaClient });
    await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/decline`, {
      token: alpha,
      body: {
        declinationReason: 'FILL_IN_OPTION',
        declinationReasonDescription: 'Other',
        fillInDeclinationReason: 'Crypto exchange',
      },
    });
    const reopened = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/reopen`, { token: alpha, body: {} });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.json).toMatchObject({
      status: 'readyToQuote',
      declinationReason: null,
      fillInDeclinationReason: null,
    });
    const reopenAgain = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/reopen`, { token: alpha, body: {} });
    expect(reopenAgain.status).toBe(409);
    const noReason = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/lost`, { token: alpha, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'lostReason', detail: 'Loss Reason required' },
        { field: 'lostReasonDescription', detail: 'Reason Description is required' },
      ]),
    );
    const lost = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/lost`, {
      token: alpha,
      body: {
        lostReason: 'FILL_IN_OPTION',
        lostReasonDescription: 'Went elsewhere',
        fillInLostReason: 'Cheaper carrier',
      },
    });
    expect(lost.status, lost.text).toBe(200);
    expect(lost.json).toMatchObject({
      status: 'lost',
      lostReason: 'FILL_IN_OPTION',
      fillInLostReason: 'Cheaper carrier',
    });
  });

  it("assigns to a user of the agency; a user of another agency is a 400 on assignee; another team's submission is 404 to the agent", async () => {
    const submission = await create(alpha, { accountId: alphaClient });
    const betaUser = await userId(DEMO.betaAdmin);
    const foreign = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/assign`, {
      token: alpha,
      body: { assignee: betaUser },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors).toEqual([
      { field: 'assignee', detail: "Please select a user of the submission's agency" },
    ]);
    expect((await ctx.request('GET', `${SUBMISSIONS}/${submission.id}`, { token: alpha })).json).toMatchObject({
      assignee: null,
      version: submission.version,
    });
    const agentUser = await userId(DEMO.alphaAgent);
    const assigned = await ctx.request('POST', `${SUBMISSIONS}/${submission.id}/assign`, {
      token: alpha,
      body: { assignee: agentUser },
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.json).toMatchObject({ assignee: agentUser, status: 'readyToQuote' });
    const byAssignee = await ctx.request('GET', `${SUBMISSIONS}/search?size=100&f[assignee][in]=${agentUser}`, {
      token: alpha,
    });
    expect(byAssignee.json.content.map((s: { id: string }) => s.id)).toContain(submission.id);
    const west = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha West');
    const westSubmission = await create(staff, { accountId: west.accountId });
    const agentTry = await ctx.request('POST', `${SUBMISSIONS}/${westSubmission.id}/assign`, {
      token: agent,
      body: { assignee: agentUser },
    });
    expect(agentTry.status).toBe(404);
  });

  it('publishes its machine: decline, lost, reopen, assign with their from-states', async () => {
    const machine = await ctx.request('GET', `${SUBMISSIONS}/lifecycle`, { token: alpha });
    expect(machine.status).toBe(200);
    const open = ['readyToQuote', 'incomplete', 'quoted', 'referred', 'needsApplication', 'uwEscalation'];
    expect(machine.json).toEqual([
      {
        action: 'decline',
        method: 'POST',
        from: open,
        to: 'declined',
        permission: 'submission:update',
        path: `${SUBMISSIONS}/:id/decline`,
      },
      {
        action: 'lost',
        method: 'POST',
        from: open,
        to: 'lost',
        permission: 'submission:update',
        path: `${SUBMISSIONS}/:id/lost`,
      },
      {
        action: 'reopen',
        method: 'POST',
        from: ['declined', 'lost'],
        to: 'readyToQuote',
        permission: 'submission:update',
        path: `${SUBMISSIONS}/:id/reopen`,
      },
      {
        action: 'assign',
        method: 'POST',
        from: open,
        to: null,
        permission: 'submission:update',
        path: `${SUBMISSIONS}/:id/assign`,
      },
    ]);
    expect((await ctx.request('GET', `${SUBMISSIONS}/lifecycle`, { token: owner })).status).toBe(403);
  });

  it("stats count exactly what the list shows, by the spec's labels", async () => {
    await create(beta, { accountId: betaClient, isRenewal: true, quotedPremium: 999 });
    await create(alpha, { accountId: alphaClient, isRenewal: true, quotedPremium: 2000, status: 'quoted' });
    const stats = await ctx.request('GET', `${SUBMISSIONS}/stats`, { token: alpha });
    expect(stats.status).toBe(200);
    expect(stats.json.stats.map((s: Stat) => s.label)).toEqual([
      'Total New Business Submissions',
      'Declined',
      'Lost',
      'Renewals',
      'Total Quoted Premium',
      'Avg Quoted Premium',
    ]);
    const value = (key: string) => stats.json.stats.find((s: Stat) => s.key === key).value;
    const total = async (filter: string) =>
      (await ctx.request('GET', `${SUBMISSIONS}/search?size=1&${filter}`, { token: alpha })).json.totalElements;
    expect(value('totalNewBusinessSubmissions')).toBe(await total('f[isRenewal][in]=false'));
    expect(value('declined')).toBe(await total('f[status][in]=declined'));
    expect(value('lost')).toBe(await total('f[status][in]=lost'));
    expect(value('renewals')).toBe(await total('f[isRenewal][in]=true'));
    expect(value('declined')).toBeGreaterThan(0);
    const everything = (await ctx.request('GET', `${SUBMISSIONS}/search?size=1000`, { token: alpha })).json.content as {
      quotedPremium: number | null;
    }[];
    const premiums = everything.map((s) => s.quotedPremium).filter((p): p is number => p !== null);
    const sum = premiums.reduce((a, b) => a + b, 0);
    expect(value('totalQuotedPremium')).toBeCloseTo(sum, 2);
    expect(value('avgQuotedPremium')).toBeCloseTo(Math.round((sum / premiums.length) * 100) / 100, 2);
    const agentStats = (await ctx.request('GET', `${SUBMISSIONS}/stats`, { token: agent })).json.stats as Stat[];
    const agentNew = (await ctx.request('GET', `${SUBMISSIONS}/search?size=1&f[isRenewal][in]=false`, { token: agent }))
      .json.totalElements;
    expect(agentStats.find((s) => s.key === 'totalNewBusinessSubmissions')!.value).toBe(agentNew);
    expect(agentNew).toBeLessThan(value('totalNewBusinessSubmissions'));
  });
});
