import { quoteFigure } from './figure';

describe('the quotes dashboard figure (spec 002 §4)', () => {
  it('reports BOUND quotes as binders, not the other binder states', () => {
    const counts = [
      { status: 'BOUND', count: 6 },
      { status: 'BINDER EXPIRED', count: 2 },
      { status: 'READY', count: 9 },
    ];
    expect(quoteFigure.tally(counts, []).binders).toBe(6);
  });

  it('leaves INVALID, DRAFT and TEMP out of the quotes, whatever their case and spacing', () => {
    const counts = [
      { status: 'READY', count: 4 },
      { status: 'INVALID', count: 7 },
      { status: ' draft ', count: 2 },
      { status: 'TEMP', count: 1 },
      { status: 'REFERRED', count: 3 },
    ];
    expect(quoteFigure.tally(counts, [])).toEqual({
      total: 7,
      binders: 0,
      byStatus: [
        { status: 'READY', count: 4 },
        { status: 'REFERRED', count: 3 },
      ],
    });
  });
});
