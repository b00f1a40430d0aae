import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';
import { CoverageTable } from './CoverageTable';
import { FeesAndTaxes } from './FeesAndTaxes';
import { PremiumBreakdown } from './PremiumBreakdown';
import { StatusTimeline } from './StatusTimeline';
import { storedRating } from './storedRating';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ flex: '1 1 420px', minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The quote's workbench: how its premium was reached (each factor of its rating), its coverages, its fees and
 * taxes up to the total, and its way through its statuses. The next actions sit in the page's toolbar.
 */
export function QuoteWorkbench() {
  const translate = useTranslate();
  const record = useRecordContext<StoredRecord<QuoteRecord>>();
  if (!record) return null;
  const rating = storedRating(record.rating);
  const t = (key: string) => translate(`resources.quotes.workbench.${key}`);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, py: 1 }}>
      <Section title={t('breakdown')}>
        {rating ? <PremiumBreakdown rating={rating} /> : <Typography variant="body2">{t('notRated')}</Typography>}
      </Section>
      <Section title={t('feesAndTaxes')}>
        <FeesAndTaxes />
      </Section>
      {rating && rating.coverages.length > 0 && (
        <Section title={t('coverages')}>
          <CoverageTable coverages={rating.coverages} />
        </Section>
      )}
      <Section title={t('timeline')}>
        <StatusTimeline />
      </Section>
    </Stack>
  );
}
