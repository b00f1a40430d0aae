import { Typography } from '@mui/material';
import type { QuoteReview } from '../reviewAnswer';
import { useReviewText } from './useReviewText';

/** Spec 002 §4 "Headings": by agency status; request sent in orange, invalid in red. */
const COLOUR = {
  ACTIVE: 'text.primary',
  REQUEST_SENT: 'warning.dark',
  BOUND: 'text.primary',
  INVALID: 'error.main',
} as const;

export function ReviewHeading({ review }: { review: QuoteReview }) {
  const text = useReviewText();
  const { quote, agency } = review;
  return (
    <Typography
      variant="h5"
      component="h1"
      sx={{ color: COLOUR[quote.agencyStatus], fontWeight: 600 }}
      data-agency-status={quote.agencyStatus}
    >
      {text(`heading.${quote.agencyStatus}`, {
        number: quote.quoteNumber,
        company: quote.companyName,
        agency: agency.name,
      })}
    </Typography>
  );
}
