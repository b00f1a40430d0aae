import type { Messages } from './localeFiles';

/**
 * The text at a dotted key in a tree of messages (`resources.accounts.fields.city`). A segment may itself hold dots
 * (a file's key written as a sentence), so a longer literal key is tried when the nested path has none. Anything but
 * a text (a missing key, a branch) is `undefined`.
 */
export function textAt(tree: Messages | undefined, key: string): string | undefined {
  if (!tree) return undefined;
  if (typeof tree[key] === 'string') return tree[key];
  const parts = key.split('.');
  for (let length = 1; length < parts.length; length += 1) {
    const branch = tree[parts.slice(0, length).join('.')];
    if (typeof branch !== 'object' || branch === null) continue;
    const text = textAt(branch as Messages, parts.slice(length).join('.'));
    if (text !== undefined) return text;
  }
  return undefined;
}
