import { amountDue, type PolicySummary } from './amountDue';

const policy = (over: Partial<PolicySummary>): PolicySummary => ({
  id: 'p',
  accountId: 'a',
  policyNumber: 'P-1',
  product: 'P100',
  status: 'IN FORCE',
  effectiveDate: '2026-01-01',
  endDate: '2027-01-01',
  totalPremium: 2600,
  isPaid: false,
  created: '2026-11-28T22:15:00.000Z',
  ...over,
});

describe('what a policyholder owes', () => {
  it('is the unpaid total premium, due 7 days after the policy was created (month end crossed)', () => {
    expect(amountDue(policy({}))).toEqual({ amount: 2600, dueDate: '2026-12-05' });
  });
  it('is nothing on a paid policy', () => {
    expect(amountDue(policy({ isPaid: true }))).toBeNull();
  });
});
