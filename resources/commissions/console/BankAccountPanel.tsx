import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ACCOUNT_TYPES } from '../bankDetails';
import { refusalOf, useCommissionsCalls, type BankDetails } from './commissionsMethods';

const FIELDS = [
  'bank',
  'routing',
  'account',
  'accountName',
  'accountType',
  'swift',
  'phone',
  'email',
  'address',
] as const;
const REQUIRED = new Set(['bank', 'routing', 'account', 'accountName', 'accountType']);

/** The agency's payout bank account: shown masked, edited in the ACH / wire dialog, deleted after a confirmation. */
export function BankAccountPanel({ agencyId }: { agencyId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resources.commissions.bank.${key}`);
  const calls = useCommissionsCalls();
  const queryClient = useQueryClient();
  const bankKey = ['commissions', 'bank', agencyId];
  const stored = useQuery({ queryKey: bankKey, queryFn: () => calls.commissionBank(agencyId) });
  // Not yet known: undefined; none on file, or unreadable: null.
  const bank: BankDetails | null | undefined = stored.isError ? null : stored.data;
  const load = () => void stored.refetch();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const open = () => {
    setValues({
      accountType: 'CHECKING',
      ...(bank ? Object.fromEntries(FIELDS.filter((f) => f !== 'account').map((f) => [f, String(bank[f] ?? '')])) : {}),
    });
    setErrors({});
    setMessage(null);
    setEditing(true);
  };
  const save = async () => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    try {
      queryClient.setQueryData(bankKey, await calls.saveCommissionBank(agencyId, body));
      setEditing(false);
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors(refusal.fields);
      setMessage(refusal.message);
    }
  };
  const remove = async () => {
    const answer = await calls.deleteCommissionBank(agencyId);
    notify(answer.message, { type: 'info' });
    setConfirming(false);
    load();
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        {bank === null && <Typography color="text.secondary">{t('none')}</Typography>}
        {bank && (
          <Typography data-testid="bank-summary">
            {bank.bank} · {bank.routing} · {bank.account} · {bank.accountName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('transferNote')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={open}>
            {t('edit')}
          </Button>
          {bank && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('delete')}
            </Button>
          )}
        </Stack>
      </CardContent>
      <Dialog open={editing} onClose={() => setEditing(false)} aria-labelledby="bank-title">
        <DialogTitle id="bank-title">{t('edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1, minWidth: 340 }}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                select={field === 'accountType'}
                required={REQUIRED.has(field)}
                label={t(`fields.${field}`)}
                value={values[field] ?? ''}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                error={Boolean(errors[field])}
                helperText={errors[field]}
              >
                {field === 'accountType'
                  ? ACCOUNT_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`types.${type}`)}
                      </MenuItem>
                    ))
                  : undefined}
              </TextField>
            ))}
            {message && <Alert severity="error">{message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {t('save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="bank-delete-title">
        <DialogTitle id="bank-delete-title">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
