import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { money } from './format';
import { openSession, payWithSavedMethod, serverMessage, type PaymentPageData } from './paymentApi';
import { usePaymentText } from './usePaymentText';

/** Spec 002 §2 "saved payment methods selector": pay what is due with a card or account saved before. */
export function SavedMethods({ page, onPaid }: { page: PaymentPageData; onPaid: () => void }) {
  const text = usePaymentText();
  const [chosen, setChosen] = useState(page.savedMethods[0]?.id ?? '');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (page.savedMethods.length === 0) return null;
  const pay = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const session = await openSession(page.policyId);
      await payWithSavedMethod(page.policyId, session.key, chosen);
      onPaid();
    } catch (error) {
      setFailure(serverMessage(error) ?? text('failure'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          label={text('saved.label')}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          {page.savedMethods.map((method) => (
            <MenuItem key={method.id} value={method.id}>
              {method.title}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={busy || !chosen} onClick={() => void pay()}>
          {text('saved.pay', { amount: money(page.paymentRequest.dueAmount) })}
        </Button>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
