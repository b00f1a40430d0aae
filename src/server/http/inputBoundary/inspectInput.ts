import type { FieldError } from '../../../shared/api/types';
import { BOUNDARY_MESSAGES, INPUT_LIMITS, RESERVED_KEYS } from './limits';

// A NUL (PostgreSQL text and jsonb refuse it) or a UTF-16 surrogate without its pair (not valid UTF-8).
// eslint-disable-next-line no-control-regex -- the NUL is what this finds
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const fieldName = (path: readonly (string | number)[], fallback: string): string =>
  path.length ? path.join('.') : fallback;

/** The problem with one string, if any. */
export function stringProblem(value: string): string | undefined {
  if (value.length > INPUT_LIMITS.stringLength) return BOUNDARY_MESSAGES.tooLong;
  if (UNSTORABLE.test(value)) return BOUNDARY_MESSAGES.badCharacter;
  return undefined;
}

/**
 * Walks a parsed value without recursion (so no depth can overflow the stack) and answers the first problem
 * of each field: nesting, reserved or oversized names, strings too long or unstorable, numbers out of range.
 * `root` names the value itself (`body`, a query parameter) when the problem is at the top.
 */
export function inspectInput(value: unknown, root: string, prefix: readonly string[] = []): FieldError[] {
  const errors: FieldError[] = [];
  const stack: Array<{ value: unknown; path: (string | number)[]; depth: number }> = [
    { value, path: [...prefix], depth: 0 },
  ];
  while (stack.length && errors.length < 20) {
    const { value: node, path, depth } = stack.pop()!;
    const field = fieldName(path, root);
    if (typeof node === 'string') {
      const problem = stringProblem(node);
      if (problem) errors.push({ field, detail: problem });
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node) || Math.abs(node) > INPUT_LIMITS.magnitude)
        errors.push({ field, detail: BOUNDARY_MESSAGES.outOfRange });
    } else if (node !== null && typeof node === 'object') {
      if (depth >= INPUT_LIMITS.depth) {
        errors.push({ field, detail: BOUNDARY_MESSAGES.tooDeep });
        continue;
      }
      if (Array.isArray(node)) {
        if (node.length > INPUT_LIMITS.arrayItems) errors.push({ field, detail: BOUNDARY_MESSAGES.tooMany });
        else
          for (let i = node.length - 1; i >= 0; i--)
            stack.push({ value: node[i], path: [...path, i], depth: depth + 1 });
        continue;
      }
      for (const key of Object.keys(node).reverse()) {
        const keyField = fieldName([...path, key.slice(0, INPUT_LIMITS.keyLength)], root);
        if (RESERVED_KEYS.has(key)) errors.push({ field: keyField, detail: BOUNDARY_MESSAGES.reservedKey });
        else if (key.length > INPUT_LIMITS.keyLength)
          errors.push({ field: keyField, detail: BOUNDARY_MESSAGES.keyTooLong });
        else if (stringProblem(key)) errors.push({ field: keyField, detail: BOUNDARY_MESSAGES.badCharacter });
        else stack.push({ value: (node as Record<string, unknown>)[key], path: [...path, key], depth: depth + 1 });
      }
    }
  }
  return errors;
}
