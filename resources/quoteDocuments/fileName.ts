import { companySlug } from '../../src/server/documents/fileName';
import type { QuoteDocumentKind } from './quoteDocument';

/** The file a document is saved as (spec 002 §7: `company-quote-proposal.pdf`, the company's name slugged). */
export const documentFileName = (kind: QuoteDocumentKind, companyName: unknown): string =>
  `${companySlug(companyName)}-${kind === 'proposal' ? 'quote-proposal' : 'binder'}.pdf`;
