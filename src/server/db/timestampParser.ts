/**
 * PostgreSQL's `timestamptz` text (`2026-11-23 22:28:56.968+00`) read as a Date through the engine's own ISO
 * parser, about twice as fast as node-postgres' general one (postgres-date), which stays the reader of every
 * other shape (BC years, `infinity`, offsets with seconds). A list page reads fifty of these per answer.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?$/;

export function fastTimestamptz(general: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    if (!ISO_WITH_OFFSET.test(text)) return general(text);
    const withMinutes = text.charCodeAt(text.length - 3) === 58 /* : */ ? text : `${text}:00`;
    return new Date(`${withMinutes.slice(0, 10)}T${withMinutes.slice(11)}`);
  };
}

const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * PostgreSQL's `timestamptz` text in UTC (a session in UTC writes `+00`) as the ISO text JSON writes for its Date
 * (`2026-11-23T22:28:56.968Z`, milliseconds truncated as the Date keeps them), without making the Date: what a list
 * answers (listRecords.ts). Any other shape is read by `general`, a Date the answer writes the same way.
 */
export function isoTimestamptz(general: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    if (!UTC_TEXT.test(text)) return general(text);
    const fraction = text.length > 22 ? `${text.slice(20, text.length - 3)}00`.slice(0, 3) : '000';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  };
}

/** node-postgres' type parsers with `fastTimestamptz` for timestamptz (OID 1184); `timestamptzAsText`: `isoTimestamptz` first. */
export function pgTypeParsers(
  types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => unknown },
  options: { timestamptzAsText?: boolean } = {},
) {
  const general = types.getTypeParser(1184, 'text') as (text: string) => unknown;
  const timestamptz = options.timestamptzAsText ? isoTimestamptz(fastTimestamptz(general)) : fastTimestamptz(general);
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === 1184 && format !== 'binary'
        ? timestamptz
        : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
  };
}
