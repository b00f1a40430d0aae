/** What the input boundary lets through; decided here (the spec gives none). docs/api/errors.md "Input limits". */
export const INPUT_LIMITS = {
  /** Bytes of a JSON body. */
  bodyBytes: 1024 * 1024,
  /** Objects and arrays inside one another; the deepest form answers nest about six. */
  depth: 32,
  /** Characters of a string that declares no smaller maximum. */
  stringLength: 10_000,
  /** Characters of a property name. */
  keyLength: 200,
  /** Items of one array. */
  arrayItems: 10_000,
  /** Magnitude of a number: beyond it a JSON number no longer counts exactly, and no column of ours holds it. */
  magnitude: Number.MAX_SAFE_INTEGER,
} as const;

export const BOUNDARY_MESSAGES = {
  tooDeep: `The value is nested too deeply (at most ${INPUT_LIMITS.depth} levels).`,
  tooLong: `The value is too long (at most ${INPUT_LIMITS.stringLength.toLocaleString('en-US')} characters).`,
  keyTooLong: `The field name is too long (at most ${INPUT_LIMITS.keyLength} characters).`,
  tooMany: `The list is too long (at most ${INPUT_LIMITS.arrayItems.toLocaleString('en-US')} items).`,
  badCharacter: 'The value contains a character that cannot be stored (a NUL character or a broken surrogate pair).',
  outOfRange: 'The number is out of range.',
  reservedKey: 'This field name is not allowed.',
  notJson: 'The body is not valid JSON.',
  notAnObject: 'The body must be a JSON object.',
  tooLarge: `The body is too large (at most ${INPUT_LIMITS.bodyBytes / 1024} KB).`,
} as const;

/** Property names that reach an object's prototype when code copies them with assignment. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
