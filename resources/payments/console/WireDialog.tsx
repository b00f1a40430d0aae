import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { Figures } from './Figures';
import { money } from './format';
import { fetchBankDetails, type BankDetails } from './paymentApi';
import { usePaymentText } from './usePaymentText';

/** Spec 002 §2 "ACH/wire transfer dialog" with the bank details (§3 "Bank info") and §9's 3 to 5 business days. */
export function WireDialog({ policyNumber, onClose }: { policyNumber: string; onClose: () => void }) {
  const text = usePaymentText();
  const [details, setDetails] = useState<BankDetails | 'failed'>();
  useEffect(() => {
    fetchBankDetails(policyNumber).then(setDetails, () => setDetails('failed'));
  }, [policyNumber]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="wire-title" fullWidth maxWidth="sm">
      <DialogTitle id="wire-title">{text('wire.title')}</DialogTitle>
      <DialogContent>
        {details === undefined && <CircularProgress aria-label={text('loading')} />}
        {details === 'failed' && <Alert severity="error">{text('failure')}</Alert>}
        {details && details !== 'failed' && (
          <Stack spacing={2}>
            <Typography>
              {text('wire.intro', { amount: money(details.amount), reference: details.reference })}
            </Typography>
            <Figures
              label={text('wire.title')}
              rows={[
                [text('wire.bank'), details.bank],
                [text('wire.accountName'), details.accountName],
                [text('wire.routing'), details.routing],
                [text('wire.account'), details.account],
                [text('wire.accountType'), details.accountType],
                [text('wire.swift'), details.swift],
                [text('wire.address'), details.address],
                [text('wire.phone'), details.phone],
                [text('wire.email'), details.email],
                [text('wire.reference'), details.reference],
              ]}
            />
            <Alert severity="info">{details.note}</Alert>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
