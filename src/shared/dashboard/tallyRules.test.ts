import { premiumOf, tallyBinders, tallyPolicies, tallyQuotes } from './tallyRules';

describe('dashboard tally rules (spec 002 §4)', () => {
  const policyCounts = [
    { status: 'IN FORCE', count: 3 },
    { status: 'ISSUED', count: 2 },
    { status: 'CANCEL REQUESTED', count: 1 },
    { status: 'CANCEL PENDING', count: 1 },
    { status: 'IN REINSTATEMENT PERIOD', count: 1 },
    { status: 'CANCELLED', count: 4 },
    { status: 'EXPIRED', count: 5 },
  ];

  it('counts active policies over the five active statuses only', () => {
    expect(tallyPolicies(policyCounts).active).toBe(8);
  });

  it('reports BOUND quotes as binders, not the other binder states', () => {
    expect(
      tallyBinders([
        { status: 'BOUND', count: 6 },
        { status: 'BINDER EXPIRED', count: 2 },
        { status: 'READY', count: 9 },
      ]),
    ).toBe(6);
  });

  it('reads statuses regardless of case and spacing', () => {
    expect(tallyPolicies([{ status: ' in force ', count: 2 }]).active).toBe(2);
  });

  it('leaves INVALID, DRAFT and TEMP out of quote aggregates unless asked', () => {
    const quotes = [
      { status: 'READY', count: 4 },
      { status: 'INVALID', count: 7 },
      { status: 'DRAFT', count: 2 },
      { status: 'TEMP', count: 1 },
      { status: 'REFERRED', count: 3 },
    ];
    expect(tallyQuotes(quotes)).toEqual({
      total: 7,
      byStatus: [
        { status: 'READY', count: 4 },
        { status: 'REFERRED', count: 3 },
      ],
    });
    expect(tallyQuotes(quotes, true).total).toBe(17);
  });

  it('sums premium over active statuses plus CANCELLED and CANCEL TRANSACTION', () => {
    expect(
      premiumOf([
        { status: 'IN FORCE', premium: 1000.1 },
        { status: 'CANCELLED', premium: 200.2 },
        { status: 'CANCEL TRANSACTION', premium: 50 },
        { status: 'EXPIRED', premium: 9999 },
        { status: 'BOUND', premium: 9999 },
      ]),
    ).toBe(1250.3);
  });
});
