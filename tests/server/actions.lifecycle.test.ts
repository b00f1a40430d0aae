/**
 * The generic lifecycle action route, through the first declared action (claims: `file`): permission,
 * tenancy (another tenant's or another team's claim is 404), body, version (409), from-state (409 naming the
 * status and what is allowed), the effect and the history entry, in one transaction; and the published machine.
 */
import { claimsFixtures } from '../../resources/claims/fixtures';
import { DEMO, forEachDatabase } from './support/databases';
import { demoTenant, teamTenant } from './support/tenantContexts';

const CLAIMS = '/api/claims/v1';

forEachDatabase('lifecycle actions', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let agent: string;
  let owner: string;
  let serial = 0;

  const claimBody = (accountId: string) =>
    claimsFixtures.validBody({ agencyId: '', teamId: '', accountId }, `${ctx.kind}${serial++}`);
  const newClaim = async (accountId: string) => {
    const created = await ctx.request('POST', CLAIMS, { token: staff, body: claimBody(accountId) });
    expect(created.status, created.text).toBe(201);
    return created.json as { id: string; version: number; status: string };
  };
  const stored = async (id: string) => (await ctx.request('GET', `${CLAIMS}/${id}`, { token: staff })).json;

  beforeAll(async () => {
    [staff, alpha, beta, agent, owner] = await Promise.all(
      [DEMO.staff, DEMO.alphaAdmin, DEMO.betaAdmin, DEMO.alphaAgent, DEMO.owner].map((e) => ctx.login(e)),
    );
  });

  it('files an unfiled claim: status FILED, a claim number, a version bump and a history entry naming the action', async () => {
    const east = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha East');
    const claim = await newClaim(east.accountId);
    expect(claim.status).toBe('UN_FILED');
    const filed = await ctx.request('POST', `${CLAIMS}/${claim.id}/file`, {
      token: agent,
      body: { version: claim.version },
    });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json).toMatchObject({ id: claim.id, status: 'FILED', isFiled: true, version: claim.version + 1 });
    expect(filed.json.claimNumber).toMatch(/^CLM-\d{6,}$/);
    const history = (await ctx.request('GET', `${CLAIMS}/${claim.id}/history`, { token: alpha })).json;
    expect(history[0]).toMatchObject({ action: 'file', actorEmail: DEMO.alphaAgent });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'UN_FILED', after: 'FILED' },
        { field: 'claimNumber', before: null, after: filed.json.claimNumber },
      ]),
    );
  });

  it('refuses a second filing with 409 naming the status and what is allowed, and changes nothing', async () => {
    const claim = await newClaim((await demoTenant(ctx.db, 'Alpha Insurance Agency')).accountId);
    await ctx.request('POST', `${CLAIMS}/${claim.id}/file`, { token: alpha, body: {} });
    const before = await stored(claim.id);
    const again = await ctx.request('POST', `${CLAIMS}/${claim.id}/file`, { token: alpha, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(
      'A claim in status FILED cannot be given the action file. Allowed from FILED: none.',
    );
    expect(again.json.errors).toEqual([{ field: 'status', detail: again.json.detail }]);
    expect((await stored(claim.id)).version).toBe(before.version);
  });

  it('refuses a stale version with 409 and a body it does not declare with 400 naming the field', async () => {
    const claim = await newClaim((await demoTenant(ctx.db, 'Alpha Insurance Agency')).accountId);
    const stale = await ctx.request('POST', `${CLAIMS}/${claim.id}/file`, {
      token: alpha,
      body: { version: claim.version + 7 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.detail).toBe(
      'This record was changed by someone else since you opened it. Reload it and try again.',
    );
    const extra = await ctx.request('POST', `${CLAIMS}/${claim.id}/file`, { token: alpha, body: { status: 'FILED' } });
    expect(extra.status).toBe(400);
    expect(extra.json.errors.map((e: { field: string }) => e.field)).toEqual(['status']);
    expect(await stored(claim.id)).toMatchObject({ status: 'UN_FILED', version: claim.version });
  });

  it('answers 404 for a claim of another agency or another team, 403 without the permission', async () => {
    const west = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha West');
    const westClaim = await newClaim(west.accountId);
    const foreign = await ctx.request('POST', `${CLAIMS}/${westClaim.id}/file`, { token: beta, body: {} });
    const otherTeam = await ctx.request('POST', `${CLAIMS}/${westClaim.id}/file`, { token: agent, body: {} });
    expect([foreign.status, otherTeam.status]).toEqual([404, 404]);
    expect((await stored(westClaim.id)).status).toBe('UN_FILED');
    // The policyholder's Account Admin may update its own claims; a claim of another account is not its own.
    const notMine = await ctx.request('POST', `${CLAIMS}/${westClaim.id}/file`, { token: owner, body: {} });
    expect(notMine.status).toBe(404);
  });

  it('publishes the machine: every action with its path, permission, from-states and resulting status', async () => {
    const machine = await ctx.request('GET', `${CLAIMS}/lifecycle`, { token: alpha });
    expect(machine.status).toBe(200);
    expect(machine.json).toEqual([
      {
        action: 'file',
        method: 'POST',
        path: `${CLAIMS}/:id/file`,
        permission: 'claim:update',
        from: ['UN_FILED'],
        to: 'FILED',
      },
    ]);
  });
});
