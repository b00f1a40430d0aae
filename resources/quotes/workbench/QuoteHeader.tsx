import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';

/** The quote page's header: number, client, status and product, with the total premium as its headline. */
export function QuoteHeader() {
  const translate = useTranslate();
  const format = useRegionFormat();
  const record = useRecordContext<StoredRecord<QuoteRecord>>();
  if (!record) return null;
  const period = [record.effectiveDate, record.endDate].filter((day): day is string => !!day).map(format.date);
  return (
    <Stack direction="row" sx={{ px: 2, pt: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {record.quoteNumber}
          </Typography>
          {record.status && <Chip size="small" label={record.status} color="primary" variant="outlined" />}
          {record.product && <Chip size="small" label={record.product} />}
        </Stack>
        <Typography variant="body1">{record.companyName}</Typography>
        {period.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {period.join(' – ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('resources.quotes.fields.totalPremium')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="quote-total-premium">
          {record.totalPremium === null || record.totalPremium === undefined ? '—' : format.money(record.totalPremium)}
        </Typography>
      </Box>
    </Stack>
  );
}
