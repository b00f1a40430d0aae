import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { money } from './format';
import { deleteSavedMethod, openSession, payWithSavedMethod, serverMessage, type PaymentPageData } from './paymentApi';
import { usePaymentText } from './usePaymentText';

type SavedMethod = PaymentPageData['savedMethods'][number];

/**
 * Spec 002 §2 "saved payment methods selector": pay what is due with a card or account saved before; each saved
 * method can be deleted, after a confirmation (`onChanged` reloads the page).
 */
export function SavedMethods({
  page,
  onPaid,
  onChanged,
}: {
  page: PaymentPageData;
  onPaid: () => void;
  onChanged: () => void;
}) {
  const text = usePaymentText();
  const [chosen, setChosen] = useState(page.savedMethods[0]?.id ?? '');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SavedMethod>();
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
  const remove = async (method: SavedMethod) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteSavedMethod(method.id);
      setDeleting(undefined);
      if (chosen === method.id) setChosen(page.savedMethods.find((m) => m.id !== method.id)?.id ?? '');
      onChanged();
    } catch (error) {
      setDeleting(undefined);
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
      <List dense aria-label={text('saved.listLabel')} disablePadding>
        {page.savedMethods.map((method) => (
          <ListItem
            key={method.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                disabled={busy}
                aria-label={text('saved.deleteOne', { title: method.title })}
                onClick={() => setDeleting(method)}
              >
                {text('saved.delete')}
              </Button>
            }
          >
            <ListItemText primary={method.title} />
          </ListItem>
        ))}
      </List>
      {failure && <Alert severity="error">{failure}</Alert>}
      {deleting && (
        <Dialog open onClose={() => !busy && setDeleting(undefined)} aria-labelledby="delete-saved-method-title">
          <DialogTitle id="delete-saved-method-title">{text('saved.deleteTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{text('saved.deleteConfirm', { title: deleting.title })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(undefined)} disabled={busy}>
              {text('saved.cancel')}
            </Button>
            <Button color="error" variant="contained" disabled={busy} onClick={() => void remove(deleting)}>
              {text('saved.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
