import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { usePaymentText } from '../usePaymentText';
import { refusalOf } from './billingMethods';

export interface FieldSpec {
  name: string;
  type?: 'text' | 'amount' | 'date' | 'select' | 'multiline';
  options?: readonly string[];
}

/**
 * One dialog for the billing forms (edit transaction, apply payment, close payment): the fields, the server's
 * message under each field it names (spec 002 §5 texts come from the server), the typed values kept on a refusal.
 * An amount that is not a number is sent as typed, so the server answers 'Amount Paid is a required field'.
 */
export function BillingFormDialog({
  title,
  fields,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: readonly FieldSpec[];
  initial: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}) {
  const text = usePaymentText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const raw = values[field.name] ?? '';
      if (field.type === 'amount')
        body[field.name] =
          raw.trim() === '' || Number.isNaN(Number(raw.replace(/[$,\s]/g, '')))
            ? raw
            : Number(raw.replace(/[$,\s]/g, ''));
      else if (raw !== '') body[field.name] = raw;
    }
    try {
      await onSubmit(body);
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      setFailure(Object.keys(refusal.fields).length ? undefined : (refusal.message ?? text('billing.failure')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="billing-form-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="billing-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <TextField
                key={field.name}
                label={text(`billing.fields.${field.name}`)}
                value={values[field.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                error={!!errors[field.name]}
                helperText={errors[field.name]}
                select={field.type === 'select'}
                type={field.type === 'date' ? 'date' : 'text'}
                multiline={field.type === 'multiline'}
                minRows={field.type === 'multiline' ? 3 : undefined}
                slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
              >
                {field.options?.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {text('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
