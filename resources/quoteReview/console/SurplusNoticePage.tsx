import { useEffect, useEffectEvent, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  Container,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { Overlay } from './Overlay';
import { QuoteSummary } from './QuoteSummary';
import { attestSurplusNotice, fetchSurplusNotice, serverMessage } from './reviewApi';
import { UnauthenticatedBackdrop } from './UnauthenticatedBackdrop';
import { useReview } from './useReview';
import { useReviewText } from './useReviewText';

/** Spec 002 §2: the notice is for these states only. */
const NOTICE_STATES = ['LA', 'MT'];

/**
 * The surplus lines notice page, /quote/{id}/attest-surplus-notice (spec 002 §2, §4, §6): the quote summary and
 * the state's notice (GET /api/docs/v1/template?type=surplusNotice&state=); the licensed surplus lines broker
 * ticks the box and presses I Attest, which attests once and marks the signature on file; a thank-you overlay
 * follows. The server refuses a second attest and a state without a notice.
 */
export function SurplusNoticePage() {
  const text = useReviewText();
  const { id = '' } = useParams();
  const { load, reload } = useReview(id);
  const [notice, setNotice] = useState<string>();
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [thanked, setThanked] = useState(false);
  const state = load.state === 'loaded' ? load.review.firmographicData.state : null;

  const failed = useEffectEvent((error: unknown) => setFailure(serverMessage(error) ?? text('surplus.failure')));
  useEffect(() => {
    if (!state || !NOTICE_STATES.includes(state)) return;
    fetchSurplusNotice(state).then(
      (answer) => setNotice(answer.text),
      (error) => failed(error),
    );
  }, [state]);

  if (load.state === 'unauthenticated') return <UnauthenticatedBackdrop />;
  if (load.state === 'failed') return <Alert severity="error">{text('loadFailed')}</Alert>;
  if (load.state === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={text('loading')} />
      </Box>
    );
  }
  const { review } = load;

  const attest = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await attestSurplusNotice(review.quote.id, review.quote.version);
      setThanked(true);
      void reload();
    } catch (error) {
      setFailure(serverMessage(error) ?? text('surplus.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 3 }}>
      <Container maxWidth="md">
        <Stack spacing={2}>
          <Typography variant="overline" component="p">
            {text('surplus.step')}
          </Typography>
          <Typography variant="h5" component="h1">
            {text('surplus.title', { state: state ?? '—' })}
          </Typography>
          <QuoteSummary review={review} />
          {state && !NOTICE_STATES.includes(state) && (
            <Alert severity="info">{text('surplus.notLicensedState', { state })}</Alert>
          )}
          {notice && (
            <Card variant="outlined" component="section" aria-label={text('surplus.title', { state })}>
              <CardContent>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{notice}</Typography>
              </CardContent>
            </Card>
          )}
          {review.surplusNotice.attested ? (
            <Alert severity="success" role="status">
              {text('surplus.attestedBy', {
                by: review.surplusNotice.by ?? '—',
                on: (review.surplusNotice.on ?? '').slice(0, 10),
              })}
            </Alert>
          ) : (
            notice && (
              <Box>
                <FormControlLabel
                  control={<Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} />}
                  label={text('surplus.checkbox')}
                />
                <Box>
                  <Button variant="contained" disabled={!ticked || busy} onClick={attest}>
                    {text('surplus.attest')}
                  </Button>
                </Box>
              </Box>
            )
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </Container>
      {thanked && (
        <Overlay labelledBy="surplus-thanks-title" maxWidth={440}>
          <Typography id="surplus-thanks-title" variant="h6" component="h2" gutterBottom>
            {text('surplus.thanksTitle')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{text('surplus.thanks')}</Typography>
          <Button variant="contained" href="/login">
            {text('surplus.login')}
          </Button>
        </Overlay>
      )}
    </Box>
  );
}
