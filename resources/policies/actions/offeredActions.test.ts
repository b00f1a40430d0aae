import { CONSOLE_ACTIONS } from './catalogue';
import { offeredActions, type PublishedMachine } from '../../../src/console/lifecycle';

const ACTIVE = ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'];
const machine: Pick<PublishedMachine, 'actions'> = {
  actions: [
    {
      action: 'cancel',
      method: 'PUT',
      path: '/api/policy/v1/cancel/:id',
      from: ACTIVE,
      to: 'CANCELLED',
      permission: 'policy:cancel',
    },
    {
      action: 'flat-cancel',
      method: 'PUT',
      path: '/api/policy/v1/P250/flatcancel/:id',
      from: ACTIVE,
      to: 'FLAT CANCELLED',
      permission: 'policy:underwrite',
    },
    {
      action: 'void',
      method: 'PUT',
      path: '/api/policy/v1/void/:id',
      from: ACTIVE,
      to: 'VOID',
      permission: 'policy:underwrite',
    },
    {
      action: 'undo-cancel',
      method: 'PUT',
      path: '/api/policy/v1/undo-cancelled-policy/:id',
      from: ['CANCELLED', 'FLAT CANCELLED'],
      to: null,
      restoresPrevious: true,
      permission: 'policy:underwrite',
    },
    {
      action: 'check-in-mail',
      method: 'PUT',
      path: '/api/policy/v1/description/:id',
      from: ACTIVE,
      to: null,
      permission: 'policy:check-in-mail',
    },
  ],
};
const keys = (status: string | undefined, product: string, permissions: string[]) =>
  offeredActions(CONSOLE_ACTIONS, machine, { status, product }, permissions).map((a) => a.key);
const AGENCY = ['policy:read', 'policy:cancel', 'policy:check-in-mail'];
const STAFF = [...AGENCY, 'policy:underwrite'];

describe('the policy actions offered', () => {
  it('an agency on a P250 policy in force: cancel and Check In Mail, nothing of the underwriter', () => {
    expect(keys('IN FORCE', 'P250', AGENCY)).toEqual(['cancel', 'checkInMail']);
  });

  it("staff on a P250 policy in force: cancel, flat cancel, void, Check In Mail; flat cancel is P250's only", () => {
    expect(keys('IN FORCE', 'P250', STAFF)).toEqual(['cancel', 'flatCancel', 'void', 'checkInMail']);
    expect(keys('IN FORCE', 'P100', STAFF)).toEqual(['cancel', 'void', 'checkInMail']);
  });

  it('a cancelled policy offers only the undo, to staff, for P100 and P250', () => {
    expect(keys('CANCELLED', 'P250', STAFF)).toEqual(['undoCancel']);
    expect(keys('FLAT CANCELLED', 'P100', ['*'])).toEqual(['undoCancel']);
    expect(keys('CANCELLED', 'PRIME_CLOUD', STAFF)).toEqual([]);
    expect(keys('CANCELLED', 'P250', AGENCY)).toEqual([]);
  });

  it('no status, a closed status or read-only permissions: nothing', () => {
    expect(keys(undefined, 'P250', ['*'])).toEqual([]);
    expect(keys('VOID', 'P250', ['*'])).toEqual([]);
    expect(keys('IN FORCE', 'P250', ['policy:read'])).toEqual([]);
  });
});
