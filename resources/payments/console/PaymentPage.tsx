import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { money } from './format';
import { InstalmentDialog } from './InstalmentDialog';
import { PaymentFooter } from './PaymentFooter';
import { PaymentOptions, type PaymentOption } from './PaymentOptions';
import { ProcessorDialog } from './ProcessorDialog';
import { usePaymentPage } from './usePaymentPage';
import { usePaymentText } from './usePaymentText';
import { WireDialog } from './WireDialog';

/** While a payment is being processed the page asks again this often (the settlement arrives by callback). */
export const PROCESSING_POLL_MS = 5000;

/**
 * The policy payment page, /policy/{id}/accountant-payment (spec 002 §2, §4), reached through the payment link's
 * code page (flow PAYMENT). Paid: a thank-you with the amount paid. Processed: 'Payment is being processed'.
 * Failed: 'Your payment failed' and Make Payment, which sets the page to Unpaid. Unpaid or Partially Paid: the
 * payment options. The page re-reads its state each time a payment dialog closes.
 */
export function PaymentPage() {
  const text = usePaymentText();
  const { id = '' } = useParams();
  const { load, reload } = usePaymentPage(id);
  const [retrying, setRetrying] = useState(false);
  const [option, setOption] = useState<PaymentOption>();

  const processing = load.state === 'loaded' && load.page.status === 'Processed';
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => void reload(), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, reload]);

  if (load.state === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={text('loading')} />
      </Box>
    );
  }
  if (load.state !== 'loaded') {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity={load.state === 'failed' ? 'error' : 'warning'}>
          {text(load.state === 'failed' ? 'failure' : 'unauthenticated')}
        </Alert>
      </Container>
    );
  }

  const { page } = load;
  // Spec 002 §4: "Failed then Make Payment sets Unpaid".
  const state = page.status === 'Failed' && retrying ? 'Unpaid' : page.status;
  const closeDialog = () => {
    setOption(undefined);
    setRetrying(false);
    void reload();
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', pt: 3 }}>
      <Container maxWidth="md">
        <Stack spacing={2}>
          <Paper sx={{ p: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Typography variant="h4" component="h1">
              {text('heading', { number: page.policyNumber })}
            </Typography>
            <Typography>{page.companyName}</Typography>
          </Paper>
          <Box role="status" aria-label={text('stateLabel')} data-state={state}>
            {state === 'Paid' && (
              <Paper sx={{ p: 3 }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {text('paid.title')}
                </Typography>
                <Typography>
                  {text('paid.text', { amount: money(page.amountPaid), number: page.policyNumber })}
                </Typography>
              </Paper>
            )}
            {state === 'Processed' && (
              <Paper sx={{ p: 3 }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {text('processed.title')}
                </Typography>
                <Typography>{text('processed.text')}</Typography>
              </Paper>
            )}
            {state === 'Failed' && (
              <Paper sx={{ p: 3 }}>
                <Stack spacing={2} alignItems="flex-start">
                  <Typography variant="h5" component="h2">
                    {text('failed.title')}
                  </Typography>
                  {page.lastFailure && <Alert severity="error">{page.lastFailure}</Alert>}
                  <Button variant="contained" onClick={() => setRetrying(true)}>
                    {text('failed.retry')}
                  </Button>
                </Stack>
              </Paper>
            )}
          </Box>
          {(state === 'Unpaid' || state === 'Partially Paid') && (
            <PaymentOptions page={{ ...page, status: state }} onChoose={setOption} onPaid={closeDialog} />
          )}
        </Stack>
        <PaymentFooter />
      </Container>
      {(option === 'card' || option === 'bank') && (
        <ProcessorDialog page={page} instrument={option} onClose={closeDialog} />
      )}
      {option === 'wire' && <WireDialog policyNumber={page.policyNumber} onClose={() => setOption(undefined)} />}
      {option === 'plan' && (
        <InstalmentDialog policyId={page.policyId} onClose={() => setOption(undefined)} onAccepted={closeDialog} />
      )}
    </Box>
  );
}
