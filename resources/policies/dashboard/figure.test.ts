import { policyFigure } from './figure';

describe('the policies dashboard figure (spec 002 §4)', () => {
  const counts = [
    { status: 'IN FORCE', count: 3 },
    { status: 'ISSUED', count: 2 },
    { status: 'CANCEL REQUESTED', count: 1 },
    { status: 'CANCEL PENDING', count: 1 },
    { status: 'IN REINSTATEMENT PERIOD', count: 1 },
    { status: 'CANCELLED', count: 4 },
    { status: 'EXPIRED', count: 5 },
  ];

  it('counts active policies over the five active statuses only', () => {
    expect(policyFigure.tally(counts, []).active).toBe(8);
  });

  it('reads statuses regardless of case and spacing', () => {
    expect(policyFigure.tally([{ status: ' in force ', count: 2 }], []).active).toBe(2);
  });

  it('sums premium over active statuses plus CANCELLED and CANCEL TRANSACTION, to the cent', () => {
    const sums = [
      { status: 'IN FORCE', sum: 1000.1 },
      { status: 'CANCELLED', sum: 200.2 },
      { status: 'CANCEL TRANSACTION', sum: 50 },
      { status: 'EXPIRED', sum: 9999 },
      { status: 'BOUND', sum: 9999 },
    ];
    expect(policyFigure.tally(counts, sums).premium).toBe(1250.3);
  });

  it('keeps the count of every status for the chart', () => {
    expect(policyFigure.tally(counts, []).byStatus).toEqual(counts);
  });
});
