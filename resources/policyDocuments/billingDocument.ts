/**
 * The invoice and the receipt of a policy, as content: the policy number and period, the insured (bill to),
 * the producer, the premium, the broker and MGA fees and the total premium as the policy stores them
 * (amounts.ts), the invoice's due date (the policy's creation day plus 7 days, spec 002 §9), and the payment
 * status. The policy records whether it is paid (`isPaid`), not an amount paid: the receipt of a paid policy
 * acknowledges its total premium.
 */
import type { DocumentContent, DocumentSection } from '../../src/server/documents/documentModel';
import type { Formatter } from '../../src/server/documents/formatting';
import { productName } from '../../src/server/documents/productName';
import type { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import { paymentDueDate, policyAmounts } from './amounts';
import type { PolicyFacts } from './policyFacts';

export type BillingKind = 'invoice' | 'receipt';

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : String(value));
const joined = (...parts: unknown[]): string => parts.filter((p) => typeof p === 'string' && p.trim() !== '').join(' ');

/** The invoice number of a policy: its policy number after INV-. */
export const invoiceNumber = (policyNumber: unknown) => `INV-${text(policyNumber)}`;

function amountsSection(facts: PolicyFacts, f: Formatter, kind: BillingKind): DocumentSection {
  const a = policyAmounts(facts.policy, facts.details);
  const fees: [string, number | null][] = [
    ['Broker Fee', a.brokerFee],
    ['Additional Broker Fee', a.additionalBrokerFee],
    ['MGA Fee', a.mgaFee],
  ];
  const paid = facts.policy.isPaid === true;
  return {
    heading: kind === 'invoice' ? 'Amount due' : 'Payment',
    table: {
      columns: ['Description', 'Amount'],
      rightAligned: [1],
      rows: [
        ['Premium', f.money(a.premium)],
        ...fees
          .filter(([, value]) => value !== null)
          .map(([label, value]): [string, string] => [label, f.money(value)]),
        ['Total Premium', f.money(a.totalPremium)],
        ...(kind === 'receipt' ? ([['Amount Paid', f.money(a.totalPremium)]] as [string, string][]) : []),
      ],
    },
    note: kind === 'invoice' ? `Payment status: ${paid ? 'Paid' : 'Unpaid'}.` : 'Received with thanks.',
  };
}

export function billingDocument(
  kind: BillingKind,
  facts: PolicyFacts,
  catalogue: RatingCatalogue,
  f: Formatter,
  today: string,
): DocumentContent {
  const { policy, insured, producer } = facts;
  const contact = joined(
    policy.customerFirstName,
    policy.customerLastName,
    policy.customerEmail ? `<${String(policy.customerEmail)}>` : '',
  );
  const number = invoiceNumber(policy.policyNumber);
  return {
    title: kind === 'invoice' ? 'Invoice' : 'Payment Receipt',
    subtitle: [insured.name, `Policy ${text(policy.policyNumber)}`],
    sections: [
      {
        heading: kind === 'invoice' ? 'Invoice' : 'Receipt',
        rows: [
          [kind === 'invoice' ? 'Invoice number' : 'For invoice', number],
          ...(kind === 'invoice'
            ? ([
                ['Invoice date', f.day(policy.created)],
                ['Due date', f.day(paymentDueDate(policy.created))],
              ] as [string, string][])
            : ([['Receipt date', f.day(today)]] as [string, string][])),
          ['Policy number', text(policy.policyNumber)],
          ['Product', productName(catalogue, policy.product)],
          ['Policy period', `${f.day(policy.effectiveDate)} to ${f.day(policy.endDate)}`],
        ],
      },
      {
        heading: kind === 'invoice' ? 'Bill to' : 'Received from',
        rows: [
          ['Insured', insured.name],
          ['Address', insured.address.join(', ') || '-'],
          ...(contact ? ([['Contact', contact]] as [string, string][]) : []),
        ],
      },
      {
        heading: 'Producer',
        rows: [
          ['Agency', producer.name],
          ['Address', producer.address.join(', ') || '-'],
        ],
      },
      amountsSection(facts, f, kind),
    ],
    footer: `Generated on ${f.day(today)} for policy ${text(policy.policyNumber)}.`,
  };
}
