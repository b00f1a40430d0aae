/**
 * Feedback (spec 001 §2, §3 "Feedback", §5, §9; our path `POST /api/feedback/v1`): sent by anyone signed in,
 * stored with the sender and the sender's organisation; "Report an issue" is HIGH priority; permission to share is
 * kept only for kudos and defaults to No; category and description are required and the description is at most
 * 500 characters ("Must be 500 characters or less"); staff list it, nobody else reads it. On both databases.
 */
import { DEMO, forEachDatabase } from './support/databases';

const FEEDBACK = '/api/feedback/v1';
const errorsOf = (json: { errors?: { field: string; detail: string }[] }) =>
  Object.fromEntries((json.errors ?? []).map((e) => [e.field, e.detail]));

forEachDatabase('feedback', (ctx) => {
  let alpha: string;
  let agent: string;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    [alpha, agent, owner, staff] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.owner),
      ctx.login(DEMO.staff),
    ]);
  });

  it('is stored with its sender and organisation; an issue is HIGH priority; staff list it', async () => {
    const issue = await ctx.request('POST', FEEDBACK, {
      token: agent,
      body: { category: 'REPORT_ISSUE', feedbackText: '  The quote page froze.  ' },
    });
    expect(issue.status, issue.text).toBe(201);
    expect(issue.json).toMatchObject({
      category: 'REPORT_ISSUE',
      feedbackText: 'The quote page froze.',
      priority: 'HIGH',
      permissionToShare: false,
      createdBy: DEMO.alphaAgent,
      accountName: 'Alpha Insurance Agency',
    });
    const question = await ctx.request('POST', FEEDBACK, {
      token: owner,
      body: { category: 'QUESTION', feedbackText: 'How do I add a location?' },
    });
    expect(question.status, question.text).toBe(201);
    expect(question.json).toMatchObject({ priority: 'NORMAL', createdBy: DEMO.owner, accountName: 'Customer Demo Co' });

    const listed = await ctx.request('GET', `${FEEDBACK}/search?size=100&f[priority][in]=HIGH`, { token: staff });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.content.map((f: { id: string }) => f.id)).toContain(issue.json.id);
    expect(listed.json.content.map((f: { id: string }) => f.id)).not.toContain(question.json.id);
    expect((await ctx.request('GET', `${FEEDBACK}/${question.json.id}`, { token: staff })).json).toMatchObject({
      category: 'QUESTION',
      createdBy: DEMO.owner,
    });
    // The stored row names the sender's user and organisation.
    const row = await ctx.db
      .selectFrom('feedback as f')
      .innerJoin('users as u', 'u.id', 'f.userId')
      .select(['u.email', 'f.accountId', 'f.priority'])
      .where('f.id', '=', issue.json.id)
      .executeTakeFirstOrThrow();
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    expect(row).toEqual({ email: DEMO.alphaAgent, accountId: alphaId, priority: 'HIGH' });
  });

  it('keeps permission to share only for kudos, No by default', async () => {
    const kudos = await ctx.request('POST', FEEDBACK, {
      token: alpha,
      body: { category: 'KUDOS', feedbackText: 'Binding is fast now.', permissionToShare: true },
    });
    expect(kudos.status, kudos.text).toBe(201);
    expect(kudos.json.permissionToShare).toBe(true);
    const quiet = await ctx.request('POST', FEEDBACK, {
      token: alpha,
      body: { category: 'KUDOS', feedbackText: 'Thanks!' },
    });
    expect(quiet.json.permissionToShare).toBe(false);
    const general = await ctx.request('POST', FEEDBACK, {
      token: alpha,
      body: { category: 'GENERAL_FEEDBACK', feedbackText: 'Fine.', permissionToShare: true },
    });
    expect(general.status, general.text).toBe(201);
    expect(general.json.permissionToShare).toBe(false);
  });

  it("refuses bad input with 400 naming the field, in the spec's words", async () => {
    const tooLong = await ctx.request('POST', FEEDBACK, {
      token: alpha,
      body: { category: 'OTHER', feedbackText: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect(errorsOf(tooLong.json)).toEqual({ feedbackText: 'Must be 500 characters or less' });
    expect(
      (
        await ctx.request('POST', FEEDBACK, {
          token: alpha,
          body: { category: 'OTHER', feedbackText: 'x'.repeat(500) },
        })
      ).status,
    ).toBe(201);

    const missing = await ctx.request('POST', FEEDBACK, { token: alpha, body: {} });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.json)).toEqual({
      category: 'Category is a required field',
      feedbackText: 'Description is a required field',
    });
    const blank = await ctx.request('POST', FEEDBACK, {
      token: alpha,
      body: { category: 'OTHER', feedbackText: '   ' },
    });
    expect(errorsOf(blank.json)).toEqual({ feedbackText: 'Description is a required field' });
    const unknown = await ctx.request('POST', FEEDBACK, {
      token: alpha,
      body: { category: 'COMPLAINT', feedbackText: 'Hm.' },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(errorsOf(unknown.json))).toEqual(['category']);
  });

  it('is read by staff only', async () => {
    for (const token of [alpha, agent, owner])
      expect((await ctx.request('GET', `${FEEDBACK}/search`, { token })).status).toBe(403);
  });
});
