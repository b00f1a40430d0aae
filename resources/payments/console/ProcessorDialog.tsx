import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { money } from './format';
import { openSession, payWithToken, serverMessage, type PaymentPageData } from './paymentApi';
import { ProcessorFieldError, tokenise } from './processorTokens';
import { usePaymentText } from './usePaymentText';

export type Instrument = 'card' | 'bank';

const CARD_FIELDS = ['cardNumber', 'expMonth', 'expYear', 'cvc'] as const;
const BANK_FIELDS = ['routingNumber', 'accountNumber', 'accountType'] as const;

/**
 * The processor's payment modal (spec 002 §2 "pay by credit card (third-party processor modal)", "pay by
 * e-check"). With a real processor its own hosted modal stands here; with the sandbox this dialog plays it: the
 * card or account goes to the processor's address from the session (GET oneInc/key), which answers a token, and
 * only the token is sent to the billing API (POST paid). The page re-reads its state when the modal closes.
 */
export function ProcessorDialog({
  page,
  instrument,
  onClose,
}: {
  page: PaymentPageData;
  instrument: Instrument;
  onClose: () => void;
}) {
  const text = usePaymentText();
  const fields = instrument === 'card' ? CARD_FIELDS : BANK_FIELDS;
  const [values, setValues] = useState<Record<string, string>>(
    instrument === 'card' ? {} : { accountType: 'Checking' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [save, setSave] = useState(false);
  const amount = page.paymentRequest.dueAmount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      const session = await openSession(page.policyId);
      const token = await tokenise(session, { type: instrument, ...values, save });
      await payWithToken(page.policyId, session.key, token.tokenId, save);
      onClose();
    } catch (error) {
      if (error instanceof ProcessorFieldError) {
        setErrors(error.errors);
        setFailure(error.message);
      } else {
        setFailure(serverMessage(error) ?? text('failure'));
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (field: string) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="processor-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="processor-title">
          {text(instrument === 'card' ? 'processor.cardTitle' : 'processor.bankTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {text('processor.secured', { processor: page.processorName })}
            </Typography>
            {fields.map((field) =>
              field === 'accountType' ? (
                <TextField
                  key={field}
                  select
                  label={text(`processor.${field}`)}
                  value={values[field] ?? ''}
                  onChange={set(field)}
                  error={!!errors[field]}
                  helperText={errors[field]}
                >
                  <MenuItem value="Checking">{text('processor.checking')}</MenuItem>
                  <MenuItem value="Savings">{text('processor.savings')}</MenuItem>
                </TextField>
              ) : (
                <TextField
                  key={field}
                  label={text(`processor.${field}`)}
                  value={values[field] ?? ''}
                  onChange={set(field)}
                  error={!!errors[field]}
                  helperText={errors[field]}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              ),
            )}
            <FormControlLabel
              control={<Checkbox checked={save} onChange={(e) => setSave(e.target.checked)} />}
              label={text('processor.save')}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {text('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {text('processor.pay', { amount: money(amount) })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
