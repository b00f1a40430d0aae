import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { STATEMENT_MESSAGES } from '../statementPeriod';
import { refusalOf, useCommissionsCalls, type AggregateRow } from './commissionsMethods';

/** Make a commission payment (spec 001 §5: amount required, minimum 1; description required). */
export function PaymentDialog({
  agency,
  onClose,
  onPaid,
}: {
  agency: AggregateRow;
  onClose: () => void;
  onPaid: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resources.commissions.paymentDialog.${key}`, { agency: agency.agencyName });
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const calls = useCommissionsCalls();
  const submit = async () => {
    const local: Record<string, string> = {};
    const value = Number(amount);
    if (amount.trim() === '' || Number.isNaN(value)) local.commissionsAmount = t('amountRequired');
    else if (value < 1) local.commissionsAmount = t('amountMinimum');
    if (!description.trim()) local.description = t('descriptionRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await calls.applyCommissionPayment({
        agencyId: agency.agencyId,
        commissionsAmount: value,
        description: description.trim(),
      });
      notify(STATEMENT_MESSAGES.paymentApplied, { type: 'success' });
      onPaid();
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors(refusal.fields);
      setMessage(refusal.message);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1, minWidth: 320 }}>
          <TextField
            label={t('amount')}
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(errors.commissionsAmount)}
            helperText={errors.commissionsAmount}
            inputProps={{ inputMode: 'decimal' }}
          />
          <TextField
            label={t('description')}
            required
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description}
            multiline
            minRows={2}
          />
          {message && <Alert severity="error">{message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
