/**
 * The loss run of one client account (spec 001 §7 `lossrun`): its claim files reported in the last `years` years
 * with what each holds (reserves, invoiced, paid), as a PDF (drawn by src/server/documents/pdfWriter) or a CSV.
 */
import Papa from 'papaparse';
import type { DocumentContent } from '../../src/server/documents/documentModel';
import type { Formatter } from '../../src/server/documents/formatting';
import type { ApiRecord } from '../../src/shared/api/types';

const COLUMNS = [
  'Claim number',
  'Incident type',
  'Reported',
  'Incident',
  'Status',
  'Closed',
  'Severity',
  'Litigation',
  'Reserve',
  'Invoiced',
  'Paid',
] as const;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const sum = (files: readonly ApiRecord[], field: string) =>
  files.reduce((total, file) => total + cents(file[field]), 0) / 100;
const words = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/_/g, ' ')
        .toLowerCase()
        .replace(/^\w/, (c) => c.toUpperCase())
    : '';

const cells = (file: ApiRecord, f: Formatter): string[] => [
  String(file.claimNumber ?? '—'),
  words(file.incidentType),
  f.day(file.reportedDate),
  f.day(file.incidentDate),
  words(file.status),
  f.day(file.closedDate),
  words(file.severity),
  words(file.litigationStatus),
  f.money(file.totalReserve),
  f.money(file.invoicedTotal),
  f.money(file.paidTotal),
];

export function lossRunDocument(
  accountName: string,
  since: string,
  today: string,
  files: readonly ApiRecord[],
  f: Formatter,
): DocumentContent {
  const open = files.filter((file) => file.status !== 'CLOSED').length;
  return {
    title: 'Loss Run',
    subtitle: [accountName, `Claims reported from ${f.day(since)} to ${f.day(today)}`],
    sections: [
      {
        heading: 'Summary',
        rows: [
          ['Account', accountName],
          ['Claim files', String(files.length)],
          ['Open files', String(open)],
          ['Closed files', String(files.length - open)],
          ['Total reserve', f.money(sum(files, 'totalReserve'))],
          ['Total invoiced', f.money(sum(files, 'invoicedTotal'))],
          ['Total paid', f.money(sum(files, 'paidTotal'))],
        ],
      },
      {
        heading: 'Claim files',
        table: { columns: [...COLUMNS], rightAligned: [8, 9, 10], rows: files.map((file) => cells(file, f)) },
        note: files.length
          ? 'Reserve is the sum of the five reserve kinds; paid counts the invoices marked paid.'
          : 'No claim files were reported in the period.',
      },
    ],
    footer: `Issued on ${f.day(today)} for ${accountName}.`,
  };
}

/** The same rows as a CSV (plain figures, days as YYYY-MM-DD), with a byte-order mark for spreadsheets. */
export function lossRunCsv(files: readonly ApiRecord[]): string {
  const data = files.map((file) => [
    String(file.claimNumber ?? ''),
    String(file.incidentType ?? ''),
    String(file.reportedDate ?? ''),
    String(file.incidentDate ?? ''),
    String(file.status ?? ''),
    String(file.closedDate ?? ''),
    String(file.severity ?? ''),
    String(file.litigationStatus ?? ''),
    (cents(file.totalReserve) / 100).toFixed(2),
    (cents(file.invoicedTotal) / 100).toFixed(2),
    (cents(file.paidTotal) / 100).toFixed(2),
  ]);
  return `\uFEFF${Papa.unparse({ fields: [...COLUMNS], data })}\r\n`;
}

/** The claim files list as `claimsFile/download` writes it. */
export function claimFilesCsv(files: readonly ApiRecord[]): string {
  const fields = [
    'Claim number',
    'Account',
    'Policy',
    'Incident type',
    'Status',
    'Severity',
    'Litigation',
    'Reported',
    'Incident',
    'Closed',
    'Handler',
    'Reserve',
    'Invoiced',
    'Paid',
  ];
  const data = files.map((file) =>
    [
      file.claimNumber ?? '',
      file.accountName ?? '',
      file.policyNumber ?? '',
      file.incidentType ?? '',
      file.status ?? '',
      file.severity ?? '',
      file.litigationStatus ?? '',
      file.reportedDate ?? '',
      file.incidentDate ?? '',
      file.closedDate ?? '',
      file.handlerEmail ?? '',
      (cents(file.totalReserve) / 100).toFixed(2),
      (cents(file.invoicedTotal) / 100).toFixed(2),
      (cents(file.paidTotal) / 100).toFixed(2),
    ].map(String),
  );
  return `\uFEFF${Papa.unparse({ fields, data })}\r\n`;
}
