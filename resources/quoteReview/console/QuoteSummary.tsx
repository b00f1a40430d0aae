import { Card, CardContent, Typography } from '@mui/material';
import type { QuoteReview } from '../reviewAnswer';
import { money, plain, wholeMoney } from './format';
import { LabelledValues } from './LabelledValues';
import { useReviewText } from './useReviewText';

export function QuoteSummary({ review }: { review: QuoteReview }) {
  const text = useReviewText();
  const { quote } = review;
  return (
    <Card variant="outlined" component="section" aria-labelledby="quote-summary-title">
      <CardContent>
        <Typography id="quote-summary-title" variant="h6" component="h2" gutterBottom>
          {text('summary.title')}
        </Typography>
        <LabelledValues
          items={[
            [text('summary.quoteNumber'), quote.quoteNumber],
            [text('summary.product'), quote.product],
            [text('summary.status'), quote.status],
            [text('summary.effectiveDate'), plain(quote.effectiveDate)],
            [text('summary.endDate'), plain(quote.endDate)],
            [text('summary.limit'), wholeMoney(quote.aggLimit ?? quote.limit)],
            [text('summary.premium'), money(quote.premium)],
            [text('summary.brokerFee'), money(quote.brokerFee)],
            [text('summary.totalPremium'), money(quote.totalPremium)],
            [text('summary.surplus'), text(quote.isSurplus ? 'summary.yes' : 'summary.no')],
          ]}
        />
      </CardContent>
    </Card>
  );
}
