import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';

/** The surplus lines charges the quote's details keep on surplus paper (surplus/surplusCharges.ts). */
interface SurplusCharges {
  quoteResponse?: { surplusLineTax?: number | null; surplusStampingFee?: number | null };
}

/** From the premium to what the client pays: the fees, the surplus lines taxes on surplus paper, the total. */
export function FeesAndTaxes() {
  const translate = useTranslate();
  const format = useRegionFormat();
  const record = useRecordContext<StoredRecord<QuoteRecord>>();
  if (!record) return null;
  const surplus = (record.details as SurplusCharges | null | undefined)?.quoteResponse ?? {};
  const lines: [string, number | null | undefined][] = [
    ['premium', record.premium],
    ['brokerFee', record.brokerFee],
    ['mgaFee', record.mgaFee],
    ['additionalBrokerFee', record.additionalBrokerFee],
    ['surplusLineTax', surplus.surplusLineTax],
    ['surplusStampingFee', surplus.surplusStampingFee],
  ];
  return (
    <Table size="small" aria-label={translate('resources.quotes.workbench.feesAndTaxes')}>
      <TableBody>
        {lines
          .filter(([, amount]) => amount !== null && amount !== undefined)
          .map(([field, amount]) => (
            <TableRow key={field}>
              <TableCell>{translate(`resources.quotes.fields.${field}`)}</TableCell>
              <TableCell align="right">{format.money(Number(amount))}</TableCell>
            </TableRow>
          ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>{translate('resources.quotes.fields.totalPremium')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {record.totalPremium === null || record.totalPremium === undefined
              ? '—'
              : format.money(record.totalPremium)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
