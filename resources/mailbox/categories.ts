import { invalid } from '../../src/server/http/apiError';

import { MAILBOX_CATEGORIES } from './categoryNames';

export { MAILBOX_CATEGORIES };
export type MailboxCategory = (typeof MAILBOX_CATEGORIES)[number];

export const DEFAULT_CATEGORY: MailboxCategory = 'SUBMISSION';

/** Letters only, any case: "ClaimsOps", "claims_ops", "Claims Ops" and "CLAIMSOPS" are one category. */
const squeeze = (text: string) => text.replace(/[^a-z]/gi, '').toUpperCase();
const BY_SQUEEZED = new Map(MAILBOX_CATEGORIES.map((category) => [squeeze(category), category]));

/** The stored category of a category as sent (case-insensitive); undefined when it is none of the 17. */
export function categoryOf(text: string): MailboxCategory | undefined {
  return BY_SQUEEZED.get(squeeze(text));
}

/** The category a write stores: the default when absent or blank, a 400 on `field` when unknown. */
export function normaliseCategory(value: unknown, field = 'msgCategory'): MailboxCategory {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return DEFAULT_CATEGORY;
  const category = typeof value === 'string' ? categoryOf(value) : undefined;
  if (!category) throw invalid([{ field, detail: `Category must be one of ${MAILBOX_CATEGORIES.join(', ')}` }]);
  return category;
}

/**
 * The category an incoming or reprocessed message gets from its subject: the first category named in it as a
 * word (case-insensitive), else the default. A stand-in for the provider's classifier, which is not reachable.
 */
export function categoryFromSubject(subject: string): MailboxCategory {
  const words = subject
    .split(/[^a-z]+/i)
    .filter(Boolean)
    .map((word) => word.toUpperCase());
  const joined = new Set(words.flatMap((word, i) => [word, `${word}${words[i + 1] ?? ''}`]));
  return (
    MAILBOX_CATEGORIES.find(
      (category) => category !== 'SPAM' && category !== 'OTHER' && joined.has(squeeze(category)),
    ) ?? DEFAULT_CATEGORY
  );
}
