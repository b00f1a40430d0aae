/**
 * The policy document itself (its declarations), as content: the policy number, product, status and period, the
 * named insured and the producer, the coverages with their limits as the policy's stored rating holds them, and
 * the premium, fees and total premium as the policy stores them (amounts.ts). What the certificate shows of the
 * policy, plus its money; nothing is priced here.
 */
import type { DocumentContent, DocumentSection } from '../../src/server/documents/documentModel';
import type { Formatter } from '../../src/server/documents/formatting';
import type { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import { policyAmounts } from './amounts';
import { coverageSection, policySections } from './certificateDocument';
import type { PolicyFacts } from './policyFacts';

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : String(value));

function premiumSection({ policy, details }: PolicyFacts, f: Formatter): DocumentSection {
  const a = policyAmounts(policy, details);
  const lines: [string, number | null][] = [
    ['Premium', a.premium],
    ['Broker Fee', a.brokerFee],
    ['Additional Broker Fee', a.additionalBrokerFee],
    ['MGA Fee', a.mgaFee],
  ];
  return {
    heading: 'Premium',
    table: {
      columns: ['Description', 'Amount'],
      rightAligned: [1],
      rows: [
        ...lines
          .filter(([, value]) => value !== null)
          .map(([label, value]): [string, string] => [label, f.money(value)]),
        ['Total Premium', f.money(a.totalPremium)],
      ],
    },
  };
}

export function policyDeclarations(
  facts: PolicyFacts,
  catalogue: RatingCatalogue,
  f: Formatter,
  today: string,
): DocumentContent {
  const { policy } = facts;
  return {
    title: 'Policy Declarations',
    subtitle: [facts.insured.name, `Policy ${text(policy.policyNumber)}`],
    sections: [...policySections(facts, catalogue, f), coverageSection(catalogue, facts, f), premiumSection(facts, f)],
    footer: `Printed on ${f.day(today)} for policy ${text(policy.policyNumber)}.`,
  };
}
