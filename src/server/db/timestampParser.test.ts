import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fastTimestamptz, isoTimestamptz } from './timestampParser';

// The oracle is node-postgres' own parser (postgres-date), which the fast path must agree with everywhere.
const general = createRequire(import.meta.url)('postgres-date') as (text: string) => Date | number | null;
const parse = fastTimestamptz(general);

describe('timestamptz parsing', () => {
  const texts = [
    '2026-11-23 22:28:56.968+00',
    '2026-11-23 22:28:56.968123+00',
    '2026-11-23 22:28:56+00',
    '2026-11-23 22:28:56.5-08',
    '2026-11-23 22:28:56.968123+05:30',
    '2026-03-29 01:30:00+01',
    '1970-01-01 00:00:00+00',
    '0099-01-01 00:00:00+00',
    '2026-11-23 22:28:56+00:01:15',
    '0044-03-15 12:00:00+00 BC',
    'infinity',
    '-infinity',
  ];
  for (const text of texts) {
    it(`reads ${text} as node-postgres does`, () => {
      const expected = general(text);
      const actual = parse(text);
      if (expected instanceof Date) {
        expect(actual).toBeInstanceOf(Date);
        expect((actual as Date).getTime()).toBe(expected.getTime());
      } else expect(actual).toEqual(expected);
    });
  }
});

describe('timestamptz as ISO text', () => {
  const asText = isoTimestamptz(parse);
  const texts = [
    '2026-11-23 22:28:56.968+00',
    '2026-11-23 22:28:56.968123+00',
    '2026-11-23 22:28:56.9689+00',
    '2026-11-23 22:28:56.5+00',
    '2026-11-23 22:28:56.05+00',
    '2026-11-23 22:28:56+00',
    '1970-01-01 00:00:00+00',
    '0099-01-01 00:00:00+00',
  ];
  for (const text of texts) {
    it(`writes ${text} as JSON writes node-postgres' Date`, () => {
      expect(asText(text)).toBe(JSON.parse(JSON.stringify(general(text))));
    });
  }
  for (const text of [
    '2026-11-23 22:28:56.5-08',
    '2026-11-23 22:28:56.968123+05:30',
    '0044-03-15 12:00:00+00 BC',
    'infinity',
  ]) {
    it(`leaves ${text} to the general reader`, () => {
      expect(asText(text)).toEqual(parse(text));
    });
  }
});
