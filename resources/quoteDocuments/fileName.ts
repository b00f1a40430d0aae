import type { QuoteDocumentKind } from './quoteDocument';

/** A company name as a file name part: "Alpine Dental Group, LLC" → "alpine-dental-group-llc" (ASCII, never empty). */
export function companySlug(name: unknown): string {
  const slug = String(name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'company';
}

/** The file a document is saved as (spec 002 §7: `company-quote-proposal.pdf`, the company's name slugged). */
export const documentFileName = (kind: QuoteDocumentKind, companyName: unknown): string =>
  `${companySlug(companyName)}-${kind === 'proposal' ? 'quote-proposal' : 'binder'}.pdf`;
