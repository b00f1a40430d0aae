/** The commission statement of one agency and month, as document content (drawn by src/server/documents/pdfWriter). */
import type { DocumentContent } from '../../src/server/documents/documentModel';
import type { Formatter } from '../../src/server/documents/formatting';
import { MONTH_NAMES, type StatementMonth } from './statementPeriod';

export interface StatementLine {
  policyNumber: string;
  companyName: string;
  product: string;
  effectiveDate: string;
  totalPremium: number | null;
  commission: number | null;
  agencyBilled: boolean | null;
}

const cents = (n: number | null) => Math.round(Number(n ?? 0) * 100);

export function statementDocument(
  agencyName: string,
  period: StatementMonth,
  lines: readonly StatementLine[],
  paymentsInMonth: number,
  f: Formatter,
  today: string,
): DocumentContent {
  const label = `${MONTH_NAMES[period.month - 1]} ${period.year}`;
  const premium = lines.reduce((sum, line) => sum + cents(line.totalPremium), 0) / 100;
  const commission = lines.reduce((sum, line) => sum + cents(line.commission), 0) / 100;
  return {
    title: 'Commission Statement',
    subtitle: [agencyName, label],
    sections: [
      {
        heading: 'Summary',
        rows: [
          ['Agency', agencyName],
          ['Statement period', label],
          ['Policies', String(lines.length)],
          ['Premium', f.money(premium)],
          ['Commission earned', f.money(commission)],
          ['Commission payments applied in the period', f.money(paymentsInMonth)],
        ],
      },
      {
        heading: 'Policies',
        table: {
          columns: ['Policy number', 'Insured', 'Product', 'Effective', 'Premium', 'Commission'],
          rightAligned: [4, 5],
          rows: lines.map((line) => [
            line.policyNumber,
            line.companyName,
            line.product,
            f.day(line.effectiveDate),
            f.money(line.totalPremium),
            f.money(line.commission),
          ]),
        },
        note: 'Commission is earned on the policies that take effect in the period; agency-billed policies are included.',
      },
    ],
    footer: `Issued on ${f.day(today)} for ${agencyName}, ${label}.`,
  };
}
