import { describe, expect, it } from 'vitest';
import { datesAsText } from './datesAsText';

describe('datesAsText', () => {
  it('writes each top-level date as JSON would, and leaves every other value alone', () => {
    const created = new Date('2026-11-23T22:28:56.968Z');
    const nested = { at: new Date('2026-01-01T00:00:00Z') };
    const row = { id: 'a1', created, bad: new Date('nope'), count: 3, none: null, nested };
    const before = JSON.parse(JSON.stringify(row));
    const after = datesAsText(row);
    expect(after).toBe(row);
    expect(row).toEqual({ id: 'a1', created: '2026-11-23T22:28:56.968Z', bad: null, count: 3, none: null, nested });
    expect(JSON.parse(JSON.stringify(row))).toEqual(before);
  });
});
