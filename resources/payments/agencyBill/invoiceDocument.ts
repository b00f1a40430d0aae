/** The agency-billed invoice of one agency and month, as document content (drawn by src/server/documents/pdfWriter). */
import type { DocumentContent } from '../../../src/server/documents/documentModel';
import type { Formatter } from '../../../src/server/documents/formatting';
import { MONTH_NAMES, type StatementMonth } from '../../commissions/server';
import { agencyBilledTotals, type AgencyBilledLine } from './agencyBilledPolicies';

export function agencyBillInvoiceNumber(agencyId: string, period: StatementMonth): string {
  return `AB-${period.year}${String(period.month).padStart(2, '0')}-${agencyId.slice(0, 8).toUpperCase()}`;
}

export function agencyBillInvoiceDocument(
  agency: { id: string; name: string },
  period: StatementMonth,
  lines: readonly AgencyBilledLine[],
  f: Formatter,
  today: string,
): DocumentContent {
  const label = `${MONTH_NAMES[period.month - 1]} ${period.year}`;
  const totals = agencyBilledTotals(lines);
  return {
    title: 'Agency Billed Invoice',
    subtitle: [agency.name, label, `Invoice ${agencyBillInvoiceNumber(agency.id, period)}`],
    sections: [
      {
        heading: 'Summary',
        rows: [
          ['Agency', agency.name],
          ['Invoice period', label],
          ['Policies', String(totals.policies)],
          ['Premium collected by the agency', f.money(totals.totalPremium)],
          ['Agency commission', f.money(totals.commission)],
          ['Amount due (premium less commission)', f.money(totals.netDue)],
          ['Outstanding (policies not yet paid)', f.money(totals.outstanding)],
        ],
      },
      {
        heading: 'Policies',
        table: {
          columns: ['Policy number', 'Insured', 'Product', 'Effective', 'Premium', 'Commission', 'Amount due', 'Paid'],
          rightAligned: [4, 5, 6],
          rows: lines.map((line) => [
            line.policyNumber,
            line.companyName,
            line.product,
            f.day(line.effectiveDate),
            f.money(line.totalPremium),
            f.money(line.commission),
            f.money(line.netDue),
            line.isPaid ? 'Yes' : 'No',
          ]),
        },
        note: 'Agency-billed policies taking effect in the period. The agency collects the premium and remits it less its commission.',
      },
    ],
    footer: `Issued on ${f.day(today)} to ${agency.name} for ${label}.`,
  };
}
