import { DEMO, forEachDatabase } from './support/databases';

/** The mail gateway's shared secret (resources/mailbox/ingest.ts reads it per request). */
const SECRET = 'test-gateway-secret';
process.env.MAIL_GATEWAY_SECRET = SECRET;

const MAIL = '/api/docmessage/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
type Message = Record<string, any>;

forEachDatabase('mailbox', (ctx) => {
  let staff: string;
  let alphaAdmin: string;
  let agent: string;
  let beta: string;
  let alphaId: string;
  let agentId: string;
  let eastTeamId: string;

  const ingest = (body: Record<string, unknown>, secret: string | null = SECRET) =>
    ctx.request('POST', `${MAIL}/ingest`, { body, headers: secret ? { 'x-mail-gateway-secret': secret } : {} });
  const message = (token: string, id: string) => ctx.request('GET', `${MAIL}/message?msgId=${id}`, { token });

  beforeAll(async () => {
    [staff, alphaAdmin, agent, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.betaAdmin),
    ]);
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    agentId = (
      await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.alphaAgent).executeTakeFirstOrThrow()
    ).id;
    eastTeamId = (
      await ctx.db.selectFrom('teams').select('id').where('name', '=', 'Alpha East').executeTakeFirstOrThrow()
    ).id;
  });

  it('takes incoming mail only with the gateway secret', async () => {
    expect((await ingest({ fromAddress: 'a@example.test', subject: 'Hi' }, null)).status).toBe(401);
    expect((await ingest({ fromAddress: 'a@example.test', subject: 'Hi' }, 'wrong')).status).toBe(401);
    const { status, json } = await ingest({
      fromAddress: 'broker@example.test',
      subject: 'Application for Widget Co',
      toAddresses: ['mailbox@provider.example'],
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      emailDirection: 'INBOUND',
      emailType: 'NEW',
      msgCategory: 'SUBMISSION',
      threadCount: 1,
      childCount: 0,
      msgId: json.id,
    });
  });

  it('stores categories upper case with underscores, matched case-insensitively; refuses an unknown one on msgCategory', async () => {
    const sent = ['claimsOps', 'Cert Request', 'riskeng', 'LOSSRUNS', 'cert_request', undefined];
    const stored = [];
    for (const msgCategory of sent)
      stored.push(
        (await ingest({ fromAddress: 'c@example.test', subject: 'Category check', msgCategory })).json.msgCategory,
      );
    expect(stored).toEqual(['CLAIMS_OPS', 'CERT_REQUEST', 'RISKENG', 'LOSSRUNS', 'CERT_REQUEST', 'SUBMISSION']);
    expect(
      (await ingest({ fromAddress: 'c@example.test', subject: 'Renewal notice for Widget Co' })).json.msgCategory,
    ).toBe('RENEWAL');
    const bad = await ingest({ fromAddress: 'c@example.test', subject: 'x', msgCategory: 'Gossip' });
    expect(bad.status).toBe(400);
    expect(fields(bad.json)).toEqual(['msgCategory']);
    const draft = await ctx.request('POST', `${MAIL}/draft`, {
      token: staff,
      body: { subject: 'Internal', msgCategory: 'mte' },
    });
    expect(draft.json.msgCategory).toBe('MTE');
    const filtered = await ctx.request('GET', `${MAIL}/search?emailDirection=INBOUND&f[msgCategory][in]=CLAIMS_OPS`, {
      token: staff,
    });
    expect(filtered.json.content.map((m: Message) => m.subject)).toEqual(['Category check']);
  });

  it('staff assign a thread to an Alpha agent; the agent replies ("Re: …"); the thread count follows the rule; Beta sees nothing', async () => {
    const root = (await ingest({ fromAddress: 'insured@widget.example', subject: 'Question about my quote' }))
      .json as Message;
    // Unassigned: only staff see it.
    expect((await message(agent, root.id)).status).toBe(404);
    expect((await message(alphaAdmin, root.id)).status).toBe(404);

    const assigned = await ctx.request('POST', `${MAIL}/message/assign`, {
      token: staff,
      body: { msgId: root.id, agencyId: alphaId, agentUserId: agentId },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json).toMatchObject({
      agencyId: alphaId,
      agentUserId: agentId,
      teamId: eastTeamId,
      agencyName: 'Alpha Insurance Agency',
    });

    expect((await message(agent, root.id)).json.subject).toBe('Question about my quote');
    const reply = await ctx.request('POST', `${MAIL}/draft`, {
      token: agent,
      body: { replyToMsgId: root.id, emailType: 'REPLY', body: 'Happy to help.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      subject: 'Re: Question about my quote',
      emailDirection: 'DRAFT',
      emailType: 'REPLY',
      toAddresses: ['insured@widget.example'],
      references: [root.id],
      threadId: root.id,
      agencyId: alphaId,
      threadCount: 2,
      fromAddress: DEMO.alphaAgent,
    });
    expect(reply.json).not.toHaveProperty('childCount');
    // A draft is not part of the thread until sent.
    expect((await message(agent, root.id)).json).toMatchObject({ childCount: 0, threadCount: 1 });
    expect((await ctx.request('GET', `${MAIL}/latest/draft?msgId=${root.id}`, { token: agent })).json.id).toBe(
      reply.json.id,
    );

    const sent = await ctx.request('POST', `${MAIL}/send`, { token: agent, body: { msgId: reply.json.id } });
    expect(sent.status).toBe(200);
    expect(sent.json.emailDirection).toBe('OUTBOUND');
    expect((await message(agent, root.id)).json).toMatchObject({ childCount: 1, threadCount: 2 });
    expect((await ctx.request('GET', `${MAIL}/latest/message?msgId=${root.id}`, { token: agent })).json.subject).toBe(
      'Re: Question about my quote',
    );
    const mail = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'MAILBOX_MESSAGE')
      .where('recipient', '=', 'insured@widget.example')
      .execute();
    expect(mail.map((m) => m.subject)).toEqual(['Re: Question about my quote']);
    expect((await ctx.request('POST', `${MAIL}/send`, { token: agent, body: { msgId: reply.json.id } })).status).toBe(
      409,
    );

    // A reply to the reply keeps one prefix; a forward gets "Fwd: "; the reply's own count is its references + 1.
    const again = await ctx.request('POST', `${MAIL}/draft`, { token: agent, body: { replyToMsgId: reply.json.id } });
    expect(again.json).toMatchObject({
      subject: 'Re: Question about my quote',
      references: [root.id, reply.json.id],
      threadCount: 3,
    });
    const forward = await ctx.request('POST', `${MAIL}/draft`, {
      token: agent,
      body: { replyToMsgId: root.id, emailType: 'FORWARD' },
    });
    expect(forward.json).toMatchObject({ subject: 'Fwd: Question about my quote', toAddresses: [] });
    const stats = await ctx.request('GET', `${MAIL}/draft-stats?after=2000-01-01`, { token: agent });
    expect(stats.json.byType).toMatchObject({ REPLY: 1, FORWARD: 1 });

    // Assigning any message of a thread moves the whole thread, each message with its own history entry.
    const toAgency = await ctx.request('POST', `${MAIL}/message/assign`, {
      token: staff,
      body: { msgId: root.id, agencyId: alphaId },
    });
    expect(toAgency.status).toBe(200);
    expect((await message(alphaAdmin, reply.json.id)).json).toMatchObject({ agencyId: alphaId, agentUserId: null });
    const replyHistory = await ctx.request('GET', `${MAIL}/${reply.json.id}/history`, { token: staff });
    expect(replyHistory.json[0]).toMatchObject({ action: 'assign', actorEmail: DEMO.staff });

    // Beta: not in its lists, 404 on every path naming the message.
    const theirs = await ctx.request('GET', `${MAIL}/search?size=100`, { token: beta });
    expect(theirs.json.content.some((m: Message) => m.threadId === root.id || m.agencyId === alphaId)).toBe(false);
    expect((await message(beta, root.id)).status).toBe(404);
    expect((await ctx.request('GET', `${MAIL}/latest/message?msgId=${root.id}`, { token: beta })).status).toBe(404);
    expect(
      (await ctx.request('PUT', `${MAIL}/${root.id}/label`, { token: beta, body: { label: 'mine' } })).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('POST', `${MAIL}/message/assign`, {
          token: beta,
          body: { msgId: root.id, teamId: eastTeamId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.request('POST', `${MAIL}/draft`, { token: beta, body: { replyToMsgId: root.id } })).json.errors,
    ).toEqual([{ field: 'replyToMsgId', detail: 'The message replied to was not found' }]);
    expect((await ctx.request('DELETE', `${MAIL}/messages`, { token: beta, body: { msgIds: [root.id] } })).status).toBe(
      404,
    );
    expect((await ctx.request('GET', `${MAIL}/draft-stats`, { token: beta })).json.totalDrafts).toBe(0);
  });

  it("an agent sees its team's threads only; the agency admin sees all of the agency's", async () => {
    const agentSubjects = (await ctx.request('GET', `${MAIL}/search?size=100`, { token: agent })).json.content.map(
      (m: Message) => m.subject,
    );
    const adminSubjects = (await ctx.request('GET', `${MAIL}/search?size=100`, { token: alphaAdmin })).json.content.map(
      (m: Message) => m.subject,
    );
    expect(agentSubjects).toContain('Loss runs for Alpha Omega Consulting');
    expect(agentSubjects).not.toContain('Certificate request for a landlord');
    expect(adminSubjects).toContain('Certificate request for a landlord');
    expect(adminSubjects).not.toContain('Claims: phishing incident at Alphanumeric Systems');
    const demo = (await ctx.request('GET', `${MAIL}/search?search=*loss runs*&f[emailType][in]=NEW`, { token: agent }))
      .json.content[0];
    expect(demo).toMatchObject({ childCount: 1, threadCount: 2 });
  });

  it('seen by, star, archive and labels', async () => {
    const root = (await ingest({ fromAddress: 'x@example.test', subject: 'Flags' })).json as Message;
    await ctx.request('POST', `${MAIL}/message/assign`, {
      token: staff,
      body: { msgId: root.id, agencyId: alphaId, teamId: eastTeamId },
    });
    const flagged = await ctx.request('PUT', `${MAIL}/message?msgId=${root.id}`, {
      token: agent,
      body: { seen: true, isStarred: true, isArchived: true },
    });
    expect(flagged.json).toMatchObject({ seenBy: [agentId], isStarred: true, isArchived: true });
    const labelled = await ctx.request('PUT', `${MAIL}/${root.id}/label`, { token: agent, body: { label: 'Urgent' } });
    expect(labelled.json).toMatchObject({ label: 'Urgent', labels: ['Urgent'] });
    expect((await ctx.request('GET', `${MAIL}/labels`, { token: agent })).json).toContain('Urgent');
    expect((await ctx.request('GET', `${MAIL}/labels`, { token: beta })).json).not.toContain('Urgent');
    const starred = await ctx.request('GET', `${MAIL}/search?f[isStarred][in]=true&f[isArchived][in]=true`, {
      token: agent,
    });
    expect(starred.json.content.map((m: Message) => m.id)).toEqual([root.id]);
    // A received message's text is not editable.
    const edit = await ctx.request('PUT', `${MAIL}/message`, {
      token: agent,
      body: { msgId: root.id, subject: 'Changed' },
    });
    expect(edit.json.errors).toEqual([{ field: 'subject', detail: 'Only a draft can be edited' }]);
  });

  it('reprocess and delete (staff)', async () => {
    const root = (
      await ingest({ fromAddress: 'x@example.test', subject: 'Binders for Widget Co', msgCategory: 'SPAM' })
    ).json as Message;
    const done = await ctx.request('PUT', `${MAIL}/reprocess`, { token: staff, body: { msgIds: [root.id] } });
    expect(done.json.content[0].msgCategory).toBe('BINDERS');
    expect((await ctx.request('PUT', `${MAIL}/reprocess`, { token: agent, body: { msgIds: [root.id] } })).status).toBe(
      403,
    );
    expect(
      (await ctx.request('DELETE', `${MAIL}/messages`, { token: staff, body: { msgIds: [root.id] } })).json,
    ).toEqual({ deleted: 1, msgIds: [root.id] });
    expect((await message(staff, root.id)).status).toBe(404);
  });

  it('bad input answers 400 naming the field', async () => {
    const cases: [string, string, unknown, string[]][] = [
      [
        'POST',
        `${MAIL}/draft`,
        { toAddresses: ['not an address'], emailType: 'SIDEWAYS' },
        ['toAddresses.0', 'emailType'],
      ],
      ['POST', `${MAIL}/draft`, { emailType: 'REPLY' }, ['replyToMsgId']],
      ['POST', `${MAIL}/message/assign`, { msgId: 'nope' }, ['msgId']],
      ['PUT', `${MAIL}/message`, { isStarred: true }, ['msgId']],
      ['DELETE', `${MAIL}/messages`, { msgIds: [] }, ['msgIds']],
      ['PUT', `${MAIL}/reprocess`, {}, ['msgIds']],
      ['GET', `${MAIL}/searchForAccount`, undefined, ['accountId']],
      ['GET', `${MAIL}/draft-stats?after=yesterday`, undefined, ['after']],
    ];
    for (const [method, url, body, expected] of cases) {
      const { status, json } = await ctx.request(method, url, { token: staff, body });
      expect({ url, status, fields: fields(json) }).toEqual({ url, status: 400, fields: expected });
    }
    const root = (await ingest({ fromAddress: 'x@example.test', subject: 'Assign checks' })).json as Message;
    const assign = (token: string, body: Record<string, unknown>) =>
      ctx.request('POST', `${MAIL}/message/assign`, { token, body: { msgId: root.id, ...body } });
    expect(fields((await assign(staff, {})).json)).toEqual(['agencyId']);
    const mssp = (
      await ctx.db.selectFrom('accounts').select('id').where('accountType', '=', 'MSSP').executeTakeFirstOrThrow()
    ).id;
    expect(fields((await assign(staff, { agencyId: mssp, teamId: eastTeamId })).json)).toEqual(['teamId']);
    expect((await assign(staff, { agencyId: mssp })).json).toMatchObject({ agencyId: mssp, teamId: null });
    expect(fields((await ingest({ subject: 'no sender' })).json)).toEqual(['fromAddress']);
    // The agency persona assigns by team, within its own agency.
    await assign(staff, { agencyId: alphaId });
    expect(fields((await assign(alphaAdmin, {})).json)).toEqual(['teamId']);
    expect((await assign(alphaAdmin, { teamId: eastTeamId })).json).toMatchObject({
      agencyId: alphaId,
      teamId: eastTeamId,
    });
    expect((await assign(agent, { teamId: eastTeamId })).status).toBe(403);
  });
});
