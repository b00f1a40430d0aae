import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { statusOfFailure } from '../../../src/console/auth/authApi';
import { Figures } from './Figures';
import { money } from './format';
import { acceptPlan, checkFinancing, fetchFinancingQuote, serverMessage, type FinancingQuote } from './paymentApi';
import { usePaymentText } from './usePaymentText';

type Load =
  | { state: 'loading' }
  | { state: 'agencyMissing'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; quote: FinancingQuote };

/**
 * The instalment plan through the premium financing provider (spec 002 §2 payment page option, §3 "Financing",
 * §5, §9): the financing quote of resources/financing (10 monthly instalments shown ×10, down payment, amount
 * financed, APR, finance charge, the dates), accepted with a typed full name ('Please enter full name.').
 * 'Agency Details Missing…' replaces the plan when the agency's name or address is incomplete.
 */
export function InstalmentDialog({
  policyId,
  onClose,
  onAccepted,
}: {
  policyId: string;
  onClose: () => void;
  onAccepted: () => void;
}) {
  const text = usePaymentText();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const failureMessage = useEffectEvent((error: unknown) => serverMessage(error) ?? text('failure'));
  useEffect(() => {
    (async () => {
      try {
        await checkFinancing(policyId);
        setLoad({ state: 'ready', quote: await fetchFinancingQuote(policyId) });
      } catch (error) {
        const message = failureMessage(error);
        setLoad(statusOfFailure(error) === 409 ? { state: 'agencyMissing', message } : { state: 'failed', message });
      }
    })();
  }, [policyId]);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (load.state !== 'ready') return;
    if (!fullName.trim()) return setNameError(text('plan.fullNameRequired'));
    setBusy(true);
    setNameError(undefined);
    setFailure(undefined);
    try {
      await acceptPlan(policyId, fullName.trim(), load.quote);
      onAccepted();
    } catch (error) {
      setFailure(serverMessage(error) ?? text('plan.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="plan-title"
      fullWidth
      maxWidth="sm"
      fullScreen={load.state === 'agencyMissing'}
    >
      <form onSubmit={accept} noValidate>
        <DialogTitle id="plan-title">{text('plan.title')}</DialogTitle>
        <DialogContent>
          {load.state === 'loading' && <CircularProgress aria-label={text('loading')} />}
          {(load.state === 'agencyMissing' || load.state === 'failed') && (
            <Alert severity="error">{load.message}</Alert>
          )}
          {load.state === 'ready' && (
            <Stack spacing={2}>
              <Typography>
                {text('plan.intro', { financer: load.quote.financerName, number: load.quote.financeQuoteNumber })}
              </Typography>
              <Figures
                label={text('plan.figures')}
                rows={[
                  [text('plan.premium'), money(load.quote.premium)],
                  [text('plan.fees'), money(load.quote.brokerFee + load.quote.mgaFee)],
                  [text('plan.totalPremium'), money(load.quote.totalPremium)],
                  [text('plan.downPayment'), money(load.quote.downPayment)],
                  [text('plan.amountFinanced'), money(load.quote.amountFinanced)],
                  [text('plan.apr'), `${load.quote.apr.toFixed(2)}%`],
                  [
                    text('plan.installment'),
                    `${money(load.quote.installmentAmount)} x${load.quote.numberOfInstallments}`,
                  ],
                  [text('plan.financeCharge'), money(load.quote.financeCharge)],
                  [text('plan.totalPayment'), money(load.quote.totalPaymentAmount)],
                  [text('plan.firstDue'), load.quote.firstInstallmentDue],
                  [text('plan.disaffirmBy'), load.quote.disaffirmBy],
                  [text('plan.payInFullBy'), load.quote.payInFullBy],
                ]}
              />
              <TextField
                label={text('plan.fullName')}
                value={fullName}
                onChange={(e) => setFullName(e.target.value)}
                error={!!nameError}
                helperText={nameError ?? text('plan.fullNameHelp')}
              />
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {text(load.state === 'ready' ? 'cancel' : 'close')}
          </Button>
          {load.state === 'ready' && (
            <Button type="submit" variant="contained" disabled={busy}>
              {text('plan.accept')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
