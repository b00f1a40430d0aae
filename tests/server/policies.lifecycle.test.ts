/**
 * The policy's state machine: every declared transition moves the status, records the actor and has
 * its effect; every status × action pair the machine does not declare answers 409 (generated from the published
 * machine, GET /api/policy/v1/statuses); a cancelled policy cannot be cancelled again; an undo puts back the
 * status the cancellation left; a generic PUT cannot move the status; another agency cannot act.
 */
import { daysFromToday } from '../../src/shared/dates/today';
import { FIXED_INPUT } from '../support/handWorkedPremium';
import { DEMO, forEachDatabase } from './support/databases';

const POLICIES = '/api/policy/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

interface MachineAction {
  action: string;
  method: string;
  path: string;
  aliases: string[];
  from: string[] | null;
  to: string | null;
  permission: string;
  restoresPrevious: boolean;
}
interface Machine {
  statuses: string[];
  startStatuses: string[];
  actions: MachineAction[];
}

/** A valid body for each action, so that only the from-state can refuse it. */
const VALID_BODY: Record<string, Record<string, unknown>> = {
  cancel: { reason: 'Insured Request' },
  'flat-cancel': { reason: 'Other', description: 'Bound on the wrong account' },
  void: { reason: 'Issued in error' },
  'undo-cancel': {},
  'check-in-mail': { description: 'Cheque 1042 posted' },
  // Servicing (resources/policies/servicing): no status change.
  'mute-renewal-reminders': {},
  'open-for-renewal': {},
  'renewal-opt-out': {},
  'update-contact': {
    customerFirstName: 'Jane',
    customerLastName: 'Roe',
    customerEmail: 'jane.roe@example.com',
    customerPhone: '+1 512 555 0100',
  },
  endorse: { effectiveDate: daysFromToday(0), limit: 3_000_000 },
};

forEachDatabase('policy lifecycle', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let alphaClientId: string;
  let machine: Machine;
  let reasons: string[];
  /** A stored rating (the hand-worked P250 input at 2,000,000), so an endorsement has something to re-price. */
  let rating: Record<string, unknown>;

  const url = (action: MachineAction, id: string) => action.path.replace(':id', id);
  const act = (token: string, action: MachineAction, id: string, body: unknown = VALID_BODY[action.action]) =>
    ctx.request(action.method, url(action, id), { token, body });
  const actionNamed = (name: string) => machine.actions.find((a) => a.action === name)!;
  /** A fresh Alpha policy, put straight into `status` (the machine is what is under test, not how it got there). */
  const policyIn = async (status: string, product = 'P250', details: Record<string, unknown> = {}) => {
    const created = await ctx.request('POST', POLICIES, {
      token: staff,
      body: {
        accountId: alphaClientId,
        product,
        effectiveDate: daysFromToday(-30),
        endDate: daysFromToday(335),
        totalPremium: 2400,
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await ctx.db
      .updateTable('policies')
      .set({ status, details: JSON.stringify(details) })
      .where('id', '=', created.json.id)
      .execute();
    return created.json.id as string;
  };
  const read = async (id: string) => (await ctx.request('GET', `${POLICIES}/${id}`, { token: staff })).json;
  const statusOf = async (id: string) =>
    (await ctx.db.selectFrom('policies').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  /** The agency acts where its permission allows (cancel, Check In Mail); staff underwrites. */
  const tokenFor = (action: MachineAction) => (action.permission === 'policy:underwrite' ? staff : alpha);
  const emailOf = (token: string) => (token === staff ? DEMO.staff : DEMO.alphaAdmin);

  beforeAll(async () => {
    [staff, alpha, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
    ]);
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    alphaClientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
    const published = await ctx.request('GET', `${POLICIES}/statuses`, { token: alpha });
    expect(published.status).toBe(200);
    machine = published.json;
    const listed = await ctx.request('GET', `${POLICIES}/reasons`, { token: alpha });
    expect(listed.status).toBe(200);
    reasons = listed.json;
    const rated = (await ctx.request('POST', '/api/rater/v1/calculator', { token: staff, body: FIXED_INPUT })).json;
    rating = {
      input: FIXED_INPUT,
      ratingVersion: rated.ratingVersion,
      totalPremium: rated.totalPremium,
      calculator: rated.input,
    };
  });

  it('publishes the machine on the spec paths and the cancellation reasons', () => {
    expect(machine.statuses).toEqual(
      expect.arrayContaining(['ISSUED', 'IN FORCE', 'CANCELLED', 'FLAT CANCELLED', 'VOID']),
    );
    expect(machine.startStatuses).toEqual(['ISSUED', 'IN FORCE']);
    expect(Object.keys(VALID_BODY).sort()).toEqual(machine.actions.map((a) => a.action).sort());
    expect(actionNamed('cancel')).toMatchObject({ method: 'PUT', path: `${POLICIES}/cancel/:id`, to: 'CANCELLED' });
    expect(actionNamed('cancel').aliases).toEqual([
      `${POLICIES}/:productType/cancel/:id`,
      `${POLICIES}/P250/cancel/:id`,
    ]);
    expect(actionNamed('flat-cancel')).toMatchObject({ path: `${POLICIES}/P250/flatcancel/:id`, to: 'FLAT CANCELLED' });
    expect(actionNamed('void').aliases).toEqual([`${POLICIES}/:productType/void/:id`]);
    expect(actionNamed('undo-cancel')).toMatchObject({
      path: `${POLICIES}/undo-cancelled-policy/:id`,
      from: ['CANCELLED', 'FLAT CANCELLED'],
      to: null,
      restoresPrevious: true,
    });
    expect(actionNamed('check-in-mail')).toMatchObject({
      path: `${POLICIES}/description/:id`,
      to: null,
      restoresPrevious: false,
    });
    expect(reasons).toContain('Insured Request');
    expect(reasons).toContain('Other');
  });

  it('every declared transition moves the status and records the action with its actor', async () => {
    for (const action of machine.actions) {
      for (const from of action.from ?? machine.statuses) {
        const id = await policyIn(from, 'P250', { cancellation: { previousStatus: 'CANCEL PENDING' }, rating });
        const token = tokenFor(action);
        const answer = await act(token, action, id);
        expect(answer.status, `${action.action} from ${from}: ${JSON.stringify(answer.json)}`).toBe(200);
        const to = action.restoresPrevious ? 'CANCEL PENDING' : (action.to ?? from);
        expect(answer.json.status, `${action.action} from ${from}`).toBe(to);
        const history = await ctx.request('GET', `${POLICIES}/${id}/history`, { token: alpha });
        expect(history.json[0]).toMatchObject({
          action: action.action,
          actorEmail: emailOf(token),
          impersonatorUserId: null,
        });
        if (to !== from) expect(history.json[0].changes).toContainEqual({ field: 'status', before: from, after: to });
      }
    }
  });

  it('every status × action pair the machine does not declare answers 409 naming the status and what is allowed', async () => {
    for (const status of machine.statuses) {
      const id = await policyIn(status);
      const allowed = machine.actions.filter((a) => !a.from || a.from.includes(status)).map((a) => a.action);
      for (const action of machine.actions.filter((a) => a.from && !a.from.includes(status))) {
        const answer = await act(tokenFor(action), action, id);
        expect(answer.status, `${action.action} from ${status}`).toBe(409);
        expect(answer.json.detail).toContain(`status ${status}`);
        expect(answer.json.detail).toContain(allowed.length ? allowed.join(', ') : 'none');
      }
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('cancel keeps the reason; a second cancel is 409; undo puts back the status before the cancel', async () => {
    for (const before of ['IN FORCE', 'ISSUED', 'IN REINSTATEMENT PERIOD']) {
      const id = await policyIn(before);
      const noReason = await act(alpha, actionNamed('cancel'), id, {});
      expect(noReason.status).toBe(400);
      expect(noReason.json.errors).toEqual([{ field: 'reason', detail: 'Cancellation Reason is required' }]);
      const other = await act(alpha, actionNamed('cancel'), id, { reason: 'Other' });
      expect(other.json.errors).toEqual([
        { field: 'description', detail: 'Description is required when the reason is Other' },
      ]);
      const { version } = await read(id);
      const cancelled = await act(alpha, actionNamed('cancel'), id, { reason: reasons[1], version });
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
      expect(cancelled.json.status).toBe('CANCELLED');
      expect(cancelled.json.details.cancellation).toMatchObject({
        reason: reasons[1],
        previousStatus: before,
        by: DEMO.alphaAdmin,
      });

      const again = await act(alpha, actionNamed('cancel'), id);
      expect(again.status).toBe(409);
      expect(again.json.detail).toBe(
        'A policy in status CANCELLED cannot be given the action cancel. Allowed from CANCELLED: undo-cancel.',
      );
      const stale = await act(staff, actionNamed('undo-cancel'), id, { version });
      expect(stale.status).toBe(409);

      const undone = await act(staff, actionNamed('undo-cancel'), id);
      expect(undone.status, JSON.stringify(undone.json)).toBe(200);
      expect(undone.json.status).toBe(before);
      expect(undone.json.details.cancellation).toBeUndefined();
      expect(undone.json.details.undoneCancellation).toMatchObject({ previousStatus: before, undoneBy: DEMO.staff });
      const history = (await ctx.request('GET', `${POLICIES}/${id}/history`, { token: alpha })).json;
      expect(history.slice(0, 2).map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail])).toEqual([
        ['undo-cancel', DEMO.staff],
        ['cancel', DEMO.alphaAdmin],
      ]);
      expect(history[0].changes).toContainEqual({ field: 'status', before: 'CANCELLED', after: before });
    }
  });

  it("the product rules: flat cancel is P250's, undo P100's and P250's, the product paths must name the policy's product", async () => {
    const p100 = await policyIn('IN FORCE', 'P100');
    const flat = await act(staff, actionNamed('flat-cancel'), p100);
    expect(flat.status).toBe(409);
    expect(fields(flat.json)).toEqual(['product']);
    const wrongProduct = await ctx.request('PUT', `${POLICIES}/P250/cancel/${p100}`, {
      token: alpha,
      body: VALID_BODY.cancel,
    });
    expect(wrongProduct.status).toBe(400);
    expect(fields(wrongProduct.json)).toEqual(['productType']);
    const byProduct = await ctx.request('PUT', `${POLICIES}/P100/cancel/${p100}`, {
      token: alpha,
      body: VALID_BODY.cancel,
    });
    expect(byProduct.status, JSON.stringify(byProduct.json)).toBe(200);
    expect(byProduct.json.status).toBe('CANCELLED');
    expect((await act(staff, actionNamed('undo-cancel'), p100)).json.status).toBe('IN FORCE');

    const p250 = await policyIn('ISSUED');
    expect(
      (await ctx.request('PUT', `${POLICIES}/P250/cancel/${p250}`, { token: alpha, body: VALID_BODY.cancel })).json
        .status,
    ).toBe('CANCELLED');
    expect(
      (await ctx.request('PUT', `${POLICIES}/P250/cancel/${p250}`, { token: alpha, body: VALID_BODY.cancel })).status,
    ).toBe(409);
    expect((await act(staff, actionNamed('undo-cancel'), p250)).json.status).toBe('ISSUED');
    expect((await ctx.request('PUT', `${POLICIES}/P250/void/${p250}`, { token: staff, body: {} })).json.status).toBe(
      'VOID',
    );

    const cloud = await policyIn('CANCELLED', 'PRIME_CLOUD');
    const undoCloud = await act(staff, actionNamed('undo-cancel'), cloud);
    expect(undoCloud.status).toBe(409);
    expect(undoCloud.json.detail).toBe(
      'A PRIME_CLOUD policy cannot be given the action undo-cancel: only P100 and P250 policies can.',
    );
    expect(await statusOf(cloud)).toBe('CANCELLED');
  });

  it("Check In Mail keeps the status and who marked it; flat cancel, void and undo are staff's", async () => {
    const id = await policyIn('IN FORCE');
    const marked = await act(alpha, actionNamed('check-in-mail'), id);
    expect(marked.status).toBe(200);
    expect(marked.json.status).toBe('IN FORCE');
    expect(marked.json.details.checkInMail).toMatchObject({ description: 'Cheque 1042 posted', by: DEMO.alphaAdmin });
    for (const name of ['flat-cancel', 'void'])
      expect((await act(alpha, actionNamed(name), id)).status, name).toBe(403);
    await act(alpha, actionNamed('cancel'), id);
    expect((await act(alpha, actionNamed('undo-cancel'), id)).status).toBe(403);
    expect(await statusOf(id)).toBe('CANCELLED');
  });

  it('a generic PUT cannot move the status: 400 naming status, nothing changes; a create starts ISSUED or IN FORCE', async () => {
    const id = await policyIn('IN FORCE');
    const before = await read(id);
    for (const status of ['CANCELLED', 'VOID', 'ISSUED']) {
      const put = await ctx.request('PUT', `${POLICIES}/${id}`, {
        token: staff,
        body: { status, version: before.version },
      });
      expect(put.status, status).toBe(400);
      expect(fields(put.json)).toEqual(['status']);
    }
    expect(await read(id)).toEqual(before);
    const sameBack = await ctx.request('PUT', `${POLICIES}/${id}`, {
      token: staff,
      body: { status: 'IN FORCE', companyName: 'Renamed Policy Co', version: before.version },
    });
    expect(sameBack.status, JSON.stringify(sameBack.json)).toBe(200);
    expect(sameBack.json).toMatchObject({ status: 'IN FORCE', companyName: 'Renamed Policy Co' });
    const cancelledAtBirth = await ctx.request('POST', POLICIES, {
      token: staff,
      body: {
        accountId: alphaClientId,
        product: 'P250',
        status: 'CANCELLED',
        effectiveDate: '2026-01-01',
        endDate: '2027-01-01',
      },
    });
    expect(cancelledAtBirth.status).toBe(400);
    expect(fields(cancelledAtBirth.json)).toEqual(['status']);
  });

  it('another agency cannot act on the policy (404), and nothing changes', async () => {
    const id = await policyIn('IN FORCE');
    for (const action of machine.actions.filter((a) => a.action === 'cancel' || a.action === 'check-in-mail')) {
      expect((await act(beta, action, id)).status, action.action).toBe(404);
    }
    expect(
      (await ctx.request('PUT', `${POLICIES}/P250/cancel/${id}`, { token: beta, body: VALID_BODY.cancel })).status,
    ).toBe(404);
    const cancelled = await policyIn('CANCELLED');
    expect([403, 404]).toContain((await act(beta, actionNamed('undo-cancel'), cancelled)).status);
    expect(await statusOf(id)).toBe('IN FORCE');
    expect(await statusOf(cancelled)).toBe('CANCELLED');
  });
});
