/**
 * The domain input's rule (spec 001 §5 "Domain"): labels, a dot, then a top-level domain of 2 to 11 letters; the
 * protocol prefix is stripped; one domain only unless multi mode. Shared by the console input and the server check.
 */
import { accountsResource } from '../declaration';

/** Where one entry is verified (`?domain=`): verifyRoute.ts answers, the console's `verifyDomain` asks. */
export const DOMAIN_VERIFY_PATH = `${accountsResource.apiBase}/domain/verify`;

export const DOMAIN_MESSAGES = {
  valid: 'Valid domain found!',
  required: 'Please enter a domain name.',
  blacklisted: 'Invalid Domain! Try a different domain name.',
  unresolved: 'Only valid domains are accepted.',
  oneOnly: 'Only enter one domain',
  pattern: 'Not a valid domain name',
} as const;

export const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,11}$/i;

/** The entry without protocol, `www.`-less forms are kept as typed; trailing path and spaces dropped. */
export const stripProtocol = (value: string): string =>
  value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '');

/** The entries of a (multi-mode) input: split on commas, semicolons and white space. */
export const domainEntries = (value: string): string[] =>
  value
    .split(/[\s,;]+/)
    .map(stripProtocol)
    .filter(Boolean);

/** The message of the syntactic check, or null when the entries pass it. */
export function syntaxMessage(value: string, multi = false): string | null {
  const entries = domainEntries(value);
  if (!entries.length) return DOMAIN_MESSAGES.required;
  if (!multi && entries.length > 1) return DOMAIN_MESSAGES.oneOnly;
  return entries.every((entry) => DOMAIN_PATTERN.test(entry)) ? null : DOMAIN_MESSAGES.pattern;
}
