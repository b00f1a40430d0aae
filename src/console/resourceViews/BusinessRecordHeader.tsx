import { useRecordContext } from 'react-admin';
import { useRegionFormat } from '../format/useRegionFormat';
import { RecordHeader } from './RecordHeader';

interface BusinessRecord {
  status?: string | null;
  product?: string | null;
  companyName?: string | null;
  effectiveDate?: string | null;
  endDate?: string | null;
  totalPremium?: number | null;
}

/**
 * The header of a client's business record (a quote, a policy): its number, status and product, the client and the
 * period, with the total premium, formatted for the region, as the headline.
 */
export function BusinessRecordHeader({ resource, numberSource }: { resource: string; numberSource: string }) {
  const format = useRegionFormat();
  const record = useRecordContext<BusinessRecord & Record<string, unknown>>();
  if (!record) return null;
  const period = [record.effectiveDate, record.endDate].filter((day): day is string => !!day).map(format.date);
  const total = record.totalPremium;
  return (
    <RecordHeader
      title={String(record[numberSource] ?? '')}
      status={record.status}
      tags={[record.product]}
      lines={[record.companyName, period.join(' – ')]}
      headline={{
        label: `resources.${resource}.fields.totalPremium`,
        value: total === null || total === undefined ? '—' : format.money(total),
        testId: `${resource}-total-premium`,
      }}
    />
  );
}
