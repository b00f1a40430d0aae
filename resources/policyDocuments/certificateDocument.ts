/**
 * The certificate of insurance of a policy, as content (src/server/documents/documentModel.ts): the policy
 * number, product and period, the named insured with its address, the producer (the agency), the coverages
 * with their limits as the policy's stored rating holds them, and, when the request names them, the
 * additional insured and the certificate holder. Nothing is priced here.
 */
import type { DocumentContent, DocumentSection } from '../../src/server/documents/documentModel';
import type { Formatter } from '../../src/server/documents/formatting';
import { productName } from '../../src/server/documents/productName';
import { coverageCatalogue, storedRating } from '../../src/server/documents/storedRating';
import type { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import { addressLines, type Party, type PolicyFacts } from './policyFacts';

/** A certificate holder or additional insured as the request names it (spec 002 §3 "Certificate"). */
export interface NamedParty {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface CertificateRequest {
  holder?: NamedParty;
  additionalInsured?: NamedParty;
}

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : String(value));

export const partyRows = (label: string, party: Party): [string, string][] => [
  [label, party.name],
  ['Address', party.address.join(', ') || '-'],
  ...(party.phone ? ([['Phone', party.phone]] as [string, string][]) : []),
];

export function coverageSection(catalogue: RatingCatalogue, { details }: PolicyFacts, f: Formatter): DocumentSection {
  const rating = storedRating(details);
  const rows: [string, string][] = [
    ['Policy aggregate limit', f.money(details.aggLimit ?? details.limit ?? rating?.calculator?.limit)],
    ['Policy deductible', f.money(rating?.calculator?.deductible)],
  ];
  const lines = Object.entries(rating?.calculator?.coverages ?? {}).filter(([, line]) => line.selected);
  if (!lines.length) return { heading: 'Coverages', rows, note: 'Coverage lines as scheduled in the policy.' };
  const names = coverageCatalogue(catalogue, rating?.ratingVersion);
  const ordered = lines
    .map(([id, line]) => ({ id, line, known: names.get(id) }))
    .sort((a, b) => (a.known?.order ?? Number.MAX_SAFE_INTEGER) - (b.known?.order ?? Number.MAX_SAFE_INTEGER));
  return {
    heading: 'Coverages',
    rows,
    table: {
      columns: ['Coverage', 'Limit', 'Deductible'],
      rightAligned: [1, 2],
      rows: ordered.map(({ id, line, known }) => [
        known?.name ?? `Coverage ${id}`,
        f.money(line.limit),
        f.money(line.deductible),
      ]),
    },
  };
}

/** The policy (number, product, status, period), its named insured and its producer: how every policy document opens. */
export function policySections({ policy, insured, producer }: PolicyFacts, catalogue: RatingCatalogue, f: Formatter) {
  return [
    {
      heading: 'Policy',
      rows: [
        ['Policy number', text(policy.policyNumber)],
        ['Product', productName(catalogue, policy.product)],
        ['Status', text(policy.status)],
        ['Policy period', `${f.day(policy.effectiveDate)} to ${f.day(policy.endDate)}`],
      ],
    },
    { heading: 'Insured', rows: partyRows('Named insured', insured) },
    { heading: 'Producer', rows: partyRows('Agency', producer) },
  ] satisfies DocumentSection[];
}

const named = (heading: string, label: string, party: NamedParty): DocumentSection => ({
  heading,
  rows: partyRows(label, { name: party.name, address: addressLines(party) }),
});

export function certificateDocument(
  facts: PolicyFacts,
  request: CertificateRequest,
  catalogue: RatingCatalogue,
  f: Formatter,
  today: string,
): DocumentContent {
  const { policy } = facts;
  const sections: DocumentSection[] = [...policySections(facts, catalogue, f), coverageSection(catalogue, facts, f)];
  if (request.additionalInsured)
    sections.push(named('Additional insured', 'Additional insured', request.additionalInsured));
  if (request.holder) sections.push(named('Certificate holder', 'Organization', request.holder));
  sections[sections.length - 1].note = [
    sections[sections.length - 1].note,
    'This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the coverage afforded by the policy above.',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: 'Certificate of Insurance',
    subtitle: [facts.insured.name, `Policy ${text(policy.policyNumber)}`],
    sections,
    footer: `Issued on ${f.day(today)} for policy ${text(policy.policyNumber)}.`,
  };
}
