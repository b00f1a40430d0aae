import { ApiError } from './apiError';

/** A PostgreSQL error as both drivers raise it (pg and PGlite carry the same fields). */
interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  column?: unknown;
  detail?: unknown;
  table?: unknown;
}

export const ALREADY_IN_USE = 'This value is already in use.';
export const CANNOT_BE_EMPTY = 'This field cannot be empty.';
export const NOT_A_CHOICE = 'Please select a valid value.';
export const STILL_IN_USE = 'This record is still in use and cannot be deleted.';
export const WRONG_FORMAT = 'A value in the request has the wrong format.';
export const OUT_OF_RANGE = 'A value in the request is out of range.';
export const RETRY = 'The record was changed at the same time by another request. Please try again.';

/**
 * Unique constraints whose API field or wording is not the column's own. Every other constraint is named by
 * the first column of its key, camel-cased as the API writes it.
 */
const UNIQUE_FIELDS: Readonly<Record<string, { field: string; detail: string }>> = {
  quotes_quote_number_key: { field: 'quoteNumber', detail: 'This quote number is already in use.' },
  policies_policy_number_key: { field: 'policyNumber', detail: 'This policy number is already in use.' },
  users_email_unique: { field: 'email', detail: 'This email address is already in use.' },
  tags_agency_name: { field: 'name', detail: 'A tag with this name already exists.' },
  account_tags_pair: { field: 'tagId', detail: 'This tag is already selected on the account.' },
  roles_type_name: { field: 'name', detail: 'A role with this name already exists.' },
};

const camel = (column: string): string => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The first column of `Key (a, b)=(…)` or `Key (lower(email))=(…)` in a constraint's detail. */
function keyColumn(detail: unknown): string | undefined {
  const match = typeof detail === 'string' ? /Key \((?:\w+\()?"?(\w+)/.exec(detail) : null;
  return match ? camel(match[1]) : undefined;
}

const refusal = (status: number, field: string, detail: string) => new ApiError(status, detail, [{ field, detail }]);

/**
 * A database refusal turned into the answer it means: a value written twice, a field cleared that cannot be
 * empty, a choice that does not exist, a value of the wrong form or size. Undefined for anything else (a
 * real fault, answered 500). Applies to every route, so no route maps constraints itself.
 */
export function databaseRefusal(error: unknown): ApiError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, constraint, column, detail } = error as DatabaseError;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  switch (code) {
    case '23505': {
      const known = typeof constraint === 'string' ? UNIQUE_FIELDS[constraint] : undefined;
      return known
        ? refusal(400, known.field, known.detail)
        : refusal(400, keyColumn(detail) ?? 'body', ALREADY_IN_USE);
    }
    case '23502':
      return refusal(400, typeof column === 'string' ? camel(column) : 'body', CANNOT_BE_EMPTY);
    case '23503':
      // Deleting a row others still point at, or pointing at a row that does not exist.
      return typeof detail === 'string' && detail.includes('still referenced')
        ? refusal(409, 'id', STILL_IN_USE)
        : refusal(400, keyColumn(detail) ?? 'body', NOT_A_CHOICE);
    case '23514':
      return refusal(400, typeof column === 'string' ? camel(column) : 'body', WRONG_FORMAT);
    case '22001':
    case '22003':
      return refusal(
        400,
        typeof column === 'string' ? camel(column) : 'body',
        code === '22001' ? WRONG_FORMAT : OUT_OF_RANGE,
      );
    case '40001':
    case '40P01':
      return refusal(409, 'version', RETRY);
  }
  // Data exceptions (22xxx): a malformed uuid, date or number, text the database cannot store.
  if (code.startsWith('22')) return refusal(400, typeof column === 'string' ? camel(column) : 'body', WRONG_FORMAT);
  return undefined;
}
