/**
 * The application a policyholder signs, as content (src/server/documents/documentModel.ts) and as a PDF: the
 * company and the quote, the product, the limits (the policy's and each rated coverage line's), the premium and
 * fees, the answers the quote was rated on (the rater's input and any security answers the quote keeps) and the
 * spec's attestation (002 §3 "Application attestation text"). Nothing is priced here: every figure is the quote's.
 */
import { productName } from '../../../src/server/documents/productName';
import { coverageCatalogue, storedRating } from '../../../src/server/documents/storedRating';
import type { DocumentContent, DocumentSection } from '../../../src/server/documents/documentModel';
import type { Formatter } from '../../../src/server/documents/formatting';
import { companySlug } from '../../../src/server/documents/fileName';
import { writePdf } from '../../../src/server/documents/pdfWriter';
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import type { ApiRecord } from '../../../src/shared/api/types';

/** Spec 002 §3: the applicant attests the information is complete, true and accurate… */
export const APPLICATION_ATTESTATION =
  'The applicant attests that the information in this application is complete, true and accurate, and understands that any person who knowingly and with intent to defraud presents false information is subject to penalties.';

/** The unsigned application's file name, and the signed one's kept in the client's documents. */
export const applicationFileName = (companyName: unknown) => `${companySlug(companyName)}-application.pdf`;
export const signedApplicationFileName = (companyName: unknown) => `${companySlug(companyName)}-signed-application.pdf`;

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : String(value));

/** `naicsCode` → "Naics code". */
const label = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const answer = (value: unknown): string =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : Array.isArray(value)
      ? value.map(String).join(', ')
      : text(value);

/** The scalar answers of an object (nested objects are the rater's own working, left out). */
const answerRows = (source: unknown): [string, string][] =>
  source && typeof source === 'object'
    ? Object.entries(source as ApiRecord)
        .filter(([, value]) => value === null || typeof value !== 'object' || Array.isArray(value))
        .map(([key, value]): [string, string] => [label(key), answer(value)])
    : [];

export function applicationDocument(
  quote: ApiRecord,
  catalogue: RatingCatalogue,
  f: Formatter,
  today: string,
): DocumentContent {
  const rating = storedRating(quote);
  const raw = (typeof quote.rating === 'object' && quote.rating ? quote.rating : {}) as ApiRecord;
  const details = (quote.details && typeof quote.details === 'object' ? quote.details : {}) as ApiRecord;
  const names = coverageCatalogue(catalogue, rating?.ratingVersion);
  const lines = Object.entries(rating?.calculator?.coverages ?? {})
    .filter(([, line]) => line.selected)
    .map(([id, line]) => ({ id, line, known: names.get(id) }))
    .sort((a, b) => (a.known?.order ?? Number.MAX_SAFE_INTEGER) - (b.known?.order ?? Number.MAX_SAFE_INTEGER));
  const limits: DocumentSection = {
    heading: 'Limits',
    rows: [
      ['Policy aggregate limit', f.money(quote.aggLimit ?? rating?.calculator?.limit)],
      ['Limit', f.money(quote.limit)],
      ['Policy deductible', f.money(rating?.calculator?.deductible)],
    ],
    ...(lines.length
      ? {
          table: {
            columns: ['Coverage', 'Limit', 'Deductible'],
            rightAligned: [1, 2],
            rows: lines.map(({ id, line, known }) => [
              known?.name ?? `Coverage ${id}`,
              f.money(line.limit),
              f.money(line.deductible),
            ]),
          },
        }
      : { note: 'This quote carries no rated coverage lines.' }),
  };
  const answers = [...answerRows(raw.input), ...answerRows(details.securityQuestions)];
  const contact = [quote.customerFirstName, quote.customerLastName].filter(Boolean).join(' ');
  return {
    title: 'Application',
    subtitle: [text(quote.companyName), `Quote ${text(quote.quoteNumber)}`],
    sections: [
      {
        heading: 'Applicant',
        rows: [
          ['Company', text(quote.companyName)],
          ['Policyholder contact', contact ? `${contact} <${text(quote.customerEmail)}>` : text(quote.customerEmail)],
          ['Agency', text(quote.agencyName)],
          ['Quote number', text(quote.quoteNumber)],
          ['Product', productName(catalogue, quote.product)],
          ['Effective date', f.day(quote.effectiveDate)],
          ['End date', f.day(quote.endDate)],
        ],
      },
      limits,
      {
        heading: 'Premium',
        rows: [
          ['Premium', f.money(quote.premium)],
          ...(
            [
              ['Broker Fee', quote.brokerFee],
              ['Additional Broker Fee', quote.additionalBrokerFee],
              ['MGA Fee', quote.mgaFee],
            ] as [string, unknown][]
          )
            .filter(([, value]) => value !== null && value !== undefined)
            .map(([name, value]): [string, string] => [name, f.money(value)]),
          ['Total Premium', f.money(quote.totalPremium)],
        ],
      },
      answers.length
        ? { heading: 'Answers', table: { columns: ['Question', 'Answer'], rows: answers } }
        : { heading: 'Answers', note: 'This quote keeps no answers.' },
      { heading: 'Attestation', note: APPLICATION_ATTESTATION },
    ],
    footer: `Application generated on ${f.day(today)} from quote ${text(quote.quoteNumber)}.`,
  };
}

export const applicationPdf = (quote: ApiRecord, catalogue: RatingCatalogue, f: Formatter, today: string) =>
  writePdf(applicationDocument(quote, catalogue, f, today), {
    author: String(quote.agencyName ?? ''),
    subject: 'Application',
  });
