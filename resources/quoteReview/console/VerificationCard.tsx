import { useState } from 'react';
import { Alert, Card, CardContent, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { FIRMOGRAPHIC_FIELDS, type QuoteReview } from '../reviewAnswer';
import { plain } from './format';
import { LabelledValues } from './LabelledValues';
import { serverMessage, verifyReview } from './reviewApi';
import { useReviewText } from './useReviewText';

/**
 * Spec 002 §4 "Account details form (wholesale review)": the account's firmographic fields, read-only, and the
 * box that sends them for verification; once the server has verified them the box stays ticked and locked.
 */
export function VerificationCard({
  review,
  onVerified,
}: {
  review: QuoteReview;
  onVerified: (review: QuoteReview) => void;
}) {
  const text = useReviewText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { verification, firmographicData, quote } = review;

  const verify = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onVerified(await verifyReview(quote.id, quote.version, firmographicData));
    } catch (error) {
      setFailure(serverMessage(error) ?? text('verify.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="verification-title">
      <CardContent>
        <Typography id="verification-title" variant="h6" component="h2" gutterBottom>
          {text('verify.title')}
        </Typography>
        <LabelledValues
          items={FIRMOGRAPHIC_FIELDS.map(
            (field) => [text(`firmographic.${field}`), plain(firmographicData[field])] as [string, string],
          )}
        />
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox
              checked={verification.isVerified || busy}
              disabled={verification.isVerified || busy}
              onChange={(event) => event.target.checked && verify()}
            />
          }
          label={text('verify.label')}
        />
        {verification.verifiedOn && (
          <Typography variant="body2" color="success.dark" role="status">
            {text('verify.verifiedOn', { date: verification.verifiedOn })}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
