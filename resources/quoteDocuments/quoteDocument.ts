/**
 * The proposal and the binder of a quote, as content (documentModel.ts): company, quote number, product,
 * dates, the coverages with their limits and deductibles and the premium breakdown as the rater stored them
 * (the quote's `rating`), the fees and total premium as the quote stores them, the agency and the agent.
 * Nothing is priced here: every figure is read from the quote.
 */
import type { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import { productName } from '../../src/server/documents/productName';
import { coverageCatalogue, storedRating, type StoredRating } from '../../src/server/documents/storedRating';
import type { DocumentContent as QuoteDocument, DocumentSection } from '../../src/server/documents/documentModel';
import type { Formatter } from '../../src/server/documents/formatting';
import type { ApiRecord } from '../../src/shared/api/types';

export type QuoteDocumentKind = 'proposal' | 'binder';

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : String(value));
const joined = (...parts: unknown[]): string =>
  parts.filter((p) => typeof p === 'string' && p.trim() !== '').join(' ') || '-';

function coverageSection(
  catalogue: RatingCatalogue,
  quote: ApiRecord,
  rating: StoredRating | undefined,
  f: Formatter,
): DocumentSection {
  const lines = Object.entries(rating?.calculator?.coverages ?? {}).filter(([, line]) => line.selected);
  const heading = 'Coverages';
  const policyRows: [string, string][] = [
    ['Policy aggregate limit', f.money(quote.aggLimit ?? rating?.calculator?.limit)],
    ['Policy deductible', f.money(rating?.calculator?.deductible)],
  ];
  if (!lines.length) return { heading, rows: policyRows, note: 'This quote carries no rated coverage lines.' };
  const names = coverageCatalogue(catalogue, rating?.ratingVersion);
  const ordered = lines
    .map(([id, line]) => ({ id, line, known: names.get(id) }))
    .sort((a, b) => (a.known?.order ?? Number.MAX_SAFE_INTEGER) - (b.known?.order ?? Number.MAX_SAFE_INTEGER));
  return {
    heading,
    rows: policyRows,
    table: {
      columns: ['Coverage', 'Limit', 'Deductible', 'Waiting period', 'Retroactive period'],
      rightAligned: [1, 2],
      rows: ordered.map(({ id, line, known }) => [
        known?.name ?? `Coverage ${id}`,
        f.money(line.limit),
        f.money(line.deductible),
        line.waitingPeriod === undefined ? '-' : `${line.waitingPeriod} hours`,
        line.retroActivePeriod === undefined
          ? '-'
          : line.retroActivePeriod === -1
            ? 'Full Prior Acts'
            : line.retroActiveDate
              ? f.day(line.retroActiveDate)
              : `${line.retroActivePeriod} years`,
      ]),
    },
  };
}

/** The breakdown lines as the rater stored them: the base rate in money, each factor as a multiplier (as the console's premium panel shows them). */
function breakdownSection(rating: StoredRating | undefined, f: Formatter): DocumentSection {
  const heading = 'Premium breakdown';
  if (!rating?.breakdown?.length) return { heading, note: 'This quote has no stored rating breakdown.' };
  return {
    heading,
    table: {
      columns: ['Factor', 'Value'],
      rightAligned: [1],
      rows: rating.breakdown.map((line) => [
        line.label,
        line.factor === 'baseRate' ? f.money(line.value) : `× ${line.value}`,
      ]),
    },
    note: rating.ratingVersion ? `Rated with ${rating.ratingVersion}.` : undefined,
  };
}

function premiumSection(quote: ApiRecord, f: Formatter): DocumentSection {
  const details = (quote.details && typeof quote.details === 'object' ? quote.details : {}) as {
    quoteResponse?: { surplusLineTax?: unknown; surplusStampingFee?: unknown };
  };
  const optional: [string, unknown][] = [
    ['Broker Fee', quote.brokerFee],
    ['Additional Broker Fee', quote.additionalBrokerFee],
    ['MGA Fee', quote.mgaFee],
    ['Surplus Line Tax', details.quoteResponse?.surplusLineTax],
    ['Surplus Stamping Fee', details.quoteResponse?.surplusStampingFee],
  ];
  return {
    heading: 'Premium and fees',
    rows: [
      ['Premium', f.money(quote.premium)],
      ...optional
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([label, value]): [string, string] => [label, f.money(value)]),
      ['Total Premium', f.money(quote.totalPremium)],
    ],
  };
}

function partiesSection(quote: ApiRecord): DocumentSection {
  const agent = joined(quote.agentFirstName, quote.agentLastName);
  const customer = joined(quote.customerFirstName, quote.customerLastName);
  return {
    heading: 'Agency and agent',
    rows: [
      ['Agency', text(quote.agencyName)],
      ['Agent', agent],
      ['Agent e-mail', text(quote.agentEmail)],
      ['Agent phone', text(quote.agentPhone)],
      ...(customer !== '-' || quote.customerEmail
        ? ([
            [
              'Policyholder contact',
              joined(customer === '-' ? '' : customer, quote.customerEmail ? `<${String(quote.customerEmail)}>` : ''),
            ],
          ] as [string, string][])
        : []),
    ],
  };
}

/** The document of `kind` for a quote as the API answers it. */
export function quoteDocument(
  kind: QuoteDocumentKind,
  quote: ApiRecord,
  catalogue: RatingCatalogue,
  f: Formatter,
  today: string,
): QuoteDocument {
  const rating = storedRating(quote);
  const summary: [string, string][] = [
    ['Company', text(quote.companyName)],
    [kind === 'binder' ? 'Binder number' : 'Quote number', text(quote.quoteNumber)],
    ['Product', productName(catalogue, quote.product)],
    ['Status', text(quote.status)],
    ['Effective date', f.day(quote.effectiveDate)],
    ['End date', f.day(quote.endDate)],
    ...(kind === 'binder'
      ? ([
          ['Bound on', f.day(quote.boundOn)],
          ['Binder expires on', f.day(quote.binderExpiresOn)],
        ] as [string, string][])
      : ([['Quote expires on', f.day(quote.expiresOn)]] as [string, string][])),
  ];
  return {
    title: kind === 'binder' ? 'Binder of Insurance' : 'Quote Proposal',
    subtitle: [text(quote.companyName), `${kind === 'binder' ? 'Binder' : 'Quote'} ${text(quote.quoteNumber)}`],
    sections: [
      {
        heading: 'Summary',
        rows: summary,
        note:
          kind === 'binder'
            ? `This binder is evidence of coverage from ${f.day(quote.effectiveDate)} and expires on ${f.day(quote.binderExpiresOn)} unless replaced by a policy.`
            : undefined,
      },
      coverageSection(catalogue, quote, rating, f),
      breakdownSection(rating, f),
      premiumSection(quote, f),
      partiesSection(quote),
    ],
    footer: `Generated on ${f.day(today)} from quote ${text(quote.quoteNumber)}${quote.version === undefined ? '' : ` (version ${String(quote.version)})`}.`,
  };
}
