import { fieldChanges } from './fieldChanges';

describe('fieldChanges', () => {
  it('lists only the fields whose values differ, with before and after', () => {
    expect(fieldChanges({ name: 'A', city: 'Austin', version: 1 }, { name: 'B', city: 'Austin', version: 2 })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
    ]);
  });

  it('treats a create as every field going from null, and a delete as every field going to null', () => {
    expect(fieldChanges(undefined, { name: 'A' })).toEqual([{ field: 'name', before: null, after: 'A' }]);
    expect(fieldChanges({ name: 'A', phone: null }, undefined)).toEqual([{ field: 'name', before: 'A', after: null }]);
  });

  it('compares arrays and dates by value', () => {
    expect(
      fieldChanges(
        { teamIds: ['a', 'b'], d: new Date('2026-01-01T00:00:00Z') },
        { teamIds: ['a', 'b'], d: '2026-01-01T00:00:00.000Z' },
      ),
    ).toEqual([]);
    expect(fieldChanges({ teamIds: ['a'] }, { teamIds: ['a', 'b'] })).toEqual([
      { field: 'teamIds', before: ['a'], after: ['a', 'b'] },
    ]);
  });
});
