import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { showsVerification } from '../agencyStatus';
import { AnswersCard } from './AnswersCard';
import { CoverageChart } from './CoverageChart';
import { InvalidOverlay } from './InvalidOverlay';
import { QuoteSummary } from './QuoteSummary';
import { RequestToBindDialog } from './RequestToBindDialog';
import { ReviewHeading } from './ReviewHeading';
import { UnauthenticatedBackdrop } from './UnauthenticatedBackdrop';
import { useReview } from './useReview';
import { useReviewText } from './useReviewText';
import { VerificationCard } from './VerificationCard';

/** Spec 002 §4: after a request to bind is sent, the quote is refreshed after 1 second. */
export const REFRESH_AFTER_SENT_MS = 1000;

/**
 * The wholesale review page, /quote/{id}/request-to-bind/{product} (spec 002 §2, §4), reached through the
 * workflow link's code page: welcome banner, heading by agency status, quote summary, security assessment, risk
 * factors, coverage chart, the verification card and Request to bind. The server decides what the viewer may
 * see and do (GET /api/quote/v1/review/{id} and its verify and request-to-bind calls).
 */
export function QuoteReviewPage() {
  const text = useReviewText();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { load, reload, replace } = useReview(id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const refresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);

  if (load.state === 'unauthenticated') return <UnauthenticatedBackdrop />;
  if (load.state === 'failed') {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{text('loadFailed')}</Alert>
      </Container>
    );
  }
  if (load.state === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={text('loading')} />
      </Box>
    );
  }

  const { review } = load;
  const { quote } = review;
  const agencyName = search.get('agencyName') ?? review.agency.name;
  const viewer = [quote.customerFirstName, quote.customerLastName].filter(Boolean).join(' ') || quote.companyName;
  const requestSent = quote.agencyStatus === 'REQUEST_SENT';

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 3 }}>
      <Container maxWidth="lg">
        <Stack spacing={2}>
          <Paper
            component="section"
            aria-label={text('welcome', { name: viewer })}
            sx={{
              p: 3,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Typography variant="h6" component="p">
              {text('welcome', { name: viewer })}
            </Typography>
            <Typography>
              {text('welcomeText', {
                agency: agencyName,
                company: quote.companyName,
              })}
            </Typography>
          </Paper>
          <ReviewHeading review={review} />
          <QuoteSummary review={review} />
          <AnswersCard
            id="security-title"
            title={text('security.title')}
            answers={review.securityAssessment}
            none={text('security.none')}
          />
          <AnswersCard
            id="risk-title"
            title={text('risk.title')}
            answers={review.riskFactors}
            none={text('risk.none')}
            note={text('risk.scale')}
          />
          <CoverageChart review={review} />
          {showsVerification(quote.agencyStatus) && (
            <>
              <VerificationCard review={review} onVerified={replace} />
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!review.verification.isVerified || requestSent}
                  onClick={() => setDialogOpen(true)}
                >
                  {requestSent ? text('bind.sent') : text('bind.button')}
                </Button>
                {!review.verification.isVerified && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {text('bind.needsVerification')}
                  </Typography>
                )}
              </Box>
            </>
          )}
        </Stack>
      </Container>
      {dialogOpen && (
        <RequestToBindDialog
          review={review}
          open
          onClose={() => setDialogOpen(false)}
          onSent={() => {
            refresh.current = setTimeout(() => void reload(), REFRESH_AFTER_SENT_MS);
          }}
        />
      )}
      {quote.agencyStatus === 'INVALID' && <InvalidOverlay review={review} />}
    </Box>
  );
}
