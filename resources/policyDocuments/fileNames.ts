import { companySlug } from '../../src/server/documents/fileName';

export type PolicyDocumentKind = 'policy' | 'certificate' | 'invoice' | 'receipt';

const SUFFIX: Record<PolicyDocumentKind, string> = {
  policy: 'policy',
  certificate: 'certificate-of-insurance',
  invoice: 'invoice',
  receipt: 'receipt',
};

/** The file a policy document is saved as, after the company as the quote documents are: `alpine-dental-group-invoice.pdf`. */
export const policyDocumentFileName = (kind: PolicyDocumentKind, companyName: unknown): string =>
  `${companySlug(companyName)}-${SUFFIX[kind]}.pdf`;
