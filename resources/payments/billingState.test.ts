import { billingState } from './billingState';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));

describe("a policy's billing state", () => {
  it('unpaid with nothing recorded: the whole premium is due', () => {
    expect(billingState({ totalPremium: 2600, isPaid: false, transactions: [] })).toEqual({
      state: 'Unpaid',
      amountPaid: 0,
      balance: 2600,
      dueAmount: 2600,
      premiumFinanced: false,
    });
  });

  it('a part paid by cheque: Partially Paid, the rest due', () => {
    const state = billingState({
      totalPremium: 2600,
      isPaid: false,
      transactions: [{ status: 'Paid', amountPaid: 1000.1, created: at(1) }],
    });
    expect(state).toMatchObject({ state: 'Partially Paid', amountPaid: 1000.1, balance: 1599.9, dueAmount: 1599.9 });
  });

  it('the newest payment failed: Failed; a payment in process wins over an older failure', () => {
    expect(
      billingState({
        totalPremium: 100,
        isPaid: false,
        transactions: [{ status: 'Failed', amountPaid: 100, created: at(2) }],
      }).state,
    ).toBe('Failed');
    const lines = [
      { status: 'Failed', amountPaid: 100, created: at(1) },
      { status: 'In Process', amountPaid: 100, created: at(2) },
    ];
    expect(billingState({ totalPremium: 100, isPaid: false, transactions: lines }).state).toBe('Processed');
  });

  it('paid in full, or marked paid without a ledger line: Paid, nothing due', () => {
    expect(
      billingState({
        totalPremium: 100,
        isPaid: false,
        transactions: [{ status: 'Paid', amountPaid: 100, created: at(1) }],
      }),
    ).toMatchObject({ state: 'Paid', dueAmount: 0, balance: 0 });
    expect(billingState({ totalPremium: 2600, isPaid: true, transactions: [] })).toMatchObject({
      state: 'Paid',
      amountPaid: 2600,
      balance: 0,
      dueAmount: 0,
    });
  });

  it('financed: the down payment is what is due; once paid the page says Paid while the financer owes the rest', () => {
    expect(
      billingState({ totalPremium: 2600, isPaid: false, transactions: [], financedDownPayment: 640 }),
    ).toMatchObject({ state: 'Unpaid', dueAmount: 640, balance: 2600, premiumFinanced: true });
    const paid = billingState({
      totalPremium: 2600,
      isPaid: false,
      transactions: [{ status: 'Paid', amountPaid: 640, created: at(1) }],
      financedDownPayment: 640,
    });
    expect(paid).toMatchObject({ state: 'Paid', dueAmount: 0, amountPaid: 640, balance: 1960 });
  });

  it('void and failed lines count nothing', () => {
    const lines = [
      { status: 'Void', amountPaid: 50, created: at(1) },
      { status: 'Failed', amountPaid: 50, created: at(0) },
    ];
    expect(billingState({ totalPremium: 100, isPaid: false, transactions: lines })).toMatchObject({
      amountPaid: 0,
      dueAmount: 100,
      state: 'Unpaid',
    });
  });
});
