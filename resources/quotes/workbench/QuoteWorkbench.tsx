import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusTimeline } from '../../../src/console/history/StatusTimeline';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';
import { CoverageTable } from './CoverageTable';
import { FeesAndTaxes } from './FeesAndTaxes';
import { PremiumBreakdown } from './PremiumBreakdown';
import { PageSection } from '../../../src/console/resourceViews/PageSection';
import { storedRating } from './storedRating';

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
      <PageSection title={t('breakdown')}>
        {rating ? <PremiumBreakdown rating={rating} /> : <Typography variant="body2">{t('notRated')}</Typography>}
      </PageSection>
      <PageSection title={t('feesAndTaxes')}>
        <FeesAndTaxes />
      </PageSection>
      {rating && rating.coverages.length > 0 && (
        <PageSection title={t('coverages')}>
          <CoverageTable coverages={rating.coverages} />
        </PageSection>
      )}
      <PageSection title={translate('history.timeline.title')}>
        <StatusTimeline />
      </PageSection>
    </Stack>
  );
}
