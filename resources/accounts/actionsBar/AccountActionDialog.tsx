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
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useAccountActionCalls, type Choice } from './accountActionsMethods';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

export interface DialogField {
  name: string;
  label: string;
  choices?: Choice[];
  checkbox?: boolean;
  multiline?: boolean;
  /** Shown only while this holds for the values typed. */
  when?: (values: Record<string, unknown>) => boolean;
}

export interface AccountActionDialogProps {
  title: string;
  fields: DialogField[];
  initial: Record<string, unknown>;
  /** Path under the account family, e.g. `/{id}/contact`. */
  path: string;
  /** The success message (the spec's text). */
  success: string;
  /** The spec's fallback when the server gives no text (spec 001 §8), e.g. assign agency's. */
  fallback?: string;
  /** How long after success the page is read again (default 500 ms; the attestation's profile score: 3 s). */
  refreshAfter?: number;
  onClose: () => void;
}

/** The server's field messages of a refusal, by field, and its message. */
function refusalOf(failure: unknown, fallback: string): { message: string; byField: Record<string, string> } {
  if (!(failure instanceof HttpError)) return { message: fallback, byField: {} };
  const body = (failure.body ?? {}) as { errors?: Record<string, unknown> };
  const byField = Object.fromEntries(
    Object.entries(body.errors ?? {}).filter(([, detail]) => typeof detail === 'string'),
  ) as Record<string, string>;
  return { message: failure.message || fallback, byField };
}

/**
 * One account action's dialog: its fields, OK runs the action with the record's version; the spec's message and
 * a refresh 500 ms later (spec 001 §4 "refreshed 500 ms later") on success; each field's problem under it.
 */
export function AccountActionDialog({
  title,
  fields,
  initial,
  path,
  success,
  fallback,
  refreshAfter = 500,
  onClose,
}: AccountActionDialogProps) {
  useScreenTexts('accountActions');
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useAccountActionCalls();
  const refresh = useRefresh();
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [refusal, setRefusal] = useState<{ message: string; byField: Record<string, string> } | undefined>();
  const [pending, setPending] = useState(false);
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const shown = fields.filter((field) => !field.when || field.when(values));
  const submit = async () => {
    setPending(true);
    try {
      const body = Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => value !== '' && (name === 'version' || shown.some((field) => field.name === name)),
        ),
      );
      await calls.accountAction(path, body);
      notify(success, { type: 'success' });
      setTimeout(refresh, refreshAfter);
      onClose();
    } catch (failure) {
      setRefusal(refusalOf(failure, fallback ?? translate('resources.accountActions.actions.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="account-action-title" fullWidth>
      <DialogTitle id="account-action-title">{title}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal.message}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          {shown.map((field) =>
            field.checkbox ? (
              <FormControlLabel
                key={field.name}
                label={field.label}
                control={
                  <Checkbox
                    checked={values[field.name] === true}
                    onChange={(event) => set(field.name, event.target.checked)}
                  />
                }
              />
            ) : (
              <TextField
                key={field.name}
                id={`account-action-${field.name}`}
                label={field.label}
                select={Boolean(field.choices)}
                multiline={field.multiline}
                value={values[field.name] ?? ''}
                onChange={(event) => set(field.name, event.target.value)}
                error={Boolean(refusal?.byField[field.name])}
                helperText={refusal?.byField[field.name]}
              >
                {field.choices?.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.name}
                  </MenuItem>
                ))}
              </TextField>
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={pending} onClick={() => void submit()}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
