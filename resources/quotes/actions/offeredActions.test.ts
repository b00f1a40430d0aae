import { CONSOLE_ACTIONS } from './catalogue';
import { offeredActions, type PublishedMachine } from '../../../src/console/lifecycle';

const machine: Pick<PublishedMachine, 'actions'> = {
  actions: [
    {
      action: 'refer',
      method: 'POST',
      path: '/api/quote/v1/uw/refer/:id',
      from: ['READY', 'INDICATION', 'IN_REVIEW'],
      to: 'REFERRED',
      permission: 'quote:underwrite',
    },
    {
      action: 'release',
      method: 'PUT',
      path: '/api/quote/v1/release/:id',
      from: ['REFERRED', 'IN_REVIEW', 'INDICATION'],
      to: 'READY',
      permission: 'quote:underwrite',
    },
    {
      action: 'attest',
      method: 'POST',
      path: '/api/quote/v1/attest/:id',
      from: ['READY', 'REQUESTED'],
      to: 'SIGNED',
      permission: 'quote:bind',
    },
    {
      action: 'bind',
      method: 'POST',
      path: '/api/quote/v1/uw/bind/:id',
      from: ['SIGNED'],
      to: 'BOUND',
      permission: 'quote:bind',
    },
    {
      action: 'issue',
      method: 'POST',
      path: '/api/quote/v1/issue/:id',
      from: ['BOUND'],
      to: 'ISSUED',
      permission: 'quote:underwrite',
    },
    {
      action: 'need-by',
      method: 'PUT',
      path: '/api/quote/v1/update/needBy/:id',
      from: ['READY', 'REFERRED'],
      to: null,
      permission: 'quote:underwrite',
    },
    {
      action: 'underwrite',
      method: 'POST',
      path: '/api/quote/v1/uw/underwrite/:id',
      from: ['REFERRED'],
      to: null,
      permission: 'quote:underwrite',
    },
    {
      action: 'rescind',
      method: 'PUT',
      path: '/api/quote/v1/rescind/:id',
      from: ['BOUND'],
      to: 'RESCIND',
      permission: 'quote:underwrite',
    },
  ],
};
const keys = (status: string | undefined, permissions: string[]) =>
  offeredActions(CONSOLE_ACTIONS, machine, { status }, permissions).map((a) => a.key);
const STAFF = ['quote:read', 'quote:underwrite', 'quote:broker-fee'];
const AGENT = ['quote:read', 'quote:update', 'quote:bind'];
const AGENT_WITH_FEES = [...AGENT, 'quote:broker-fee'];

describe('the quote actions offered', () => {
  it('an underwriter on a READY quote: what the machine allows from READY with quote:underwrite, and the unpublished fee actions', () => {
    expect(keys('READY', STAFF)).toEqual(['refer', 'needBy', 'brokerFee', 'mgaFee']);
  });

  it('an underwriter on a REFERRED quote: IRPM as the machine publishes it, release, need-by', () => {
    expect(keys('REFERRED', STAFF)).toEqual(['irpm', 'release', 'needBy', 'brokerFee', 'mgaFee']);
  });

  it('an agent on a READY quote: send and attest, nothing of the underwriter; the broker fee with quote:broker-fee', () => {
    expect(keys('READY', AGENT)).toEqual(['send', 'attest']);
    expect(keys('READY', AGENT_WITH_FEES)).toEqual(['brokerFee', 'send', 'attest']);
  });

  it('follows the quote: SIGNED offers bind to the agent; BOUND offers issue to staff only', () => {
    expect(keys('SIGNED', AGENT)).toEqual(['bind']);
    expect(keys('BOUND', AGENT)).toEqual([]);
    expect(keys('BOUND', STAFF)).toEqual(['issue']);
  });

  it('a wildcard holder gets every action allowed from the status; no status or no permission, nothing', () => {
    expect(keys('SIGNED', ['*'])).toEqual(['brokerFee', 'mgaFee', 'bind']);
    expect(keys(undefined, ['*'])).toEqual([]);
    expect(keys('READY', ['quote:read'])).toEqual([]);
  });

  it('an action the server does not publish and has no rule of its own is not offered (decline, lost absent here)', () => {
    expect(keys('READY', ['*'])).not.toContain('decline');
  });

  it("uses the machine's method for a published action", () => {
    const release = offeredActions(CONSOLE_ACTIONS, machine, { status: 'REFERRED' }, STAFF).find(
      (a) => a.key === 'release',
    );
    expect(release?.method).toBe('PUT');
  });
});
