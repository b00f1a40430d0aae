/**
 * The credential forms (spec 001 §3): a scanner's API user and password, a training or endpoint service's API key,
 * a security rating's token, AWS's role ARN and region. Required fields show the spec's messages (§8) before the
 * call; the server's 400 messages show under their fields the same way.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useConnectorCalls, type CatalogueEntry, type FieldErrors } from './connectorsMethods';
import { useConnectorText } from './useConnectorText';

const FORMS: Record<string, readonly { field: string; label: string; required: string; secret?: boolean }[]> = {
  password: [
    { field: 'username', label: 'apiUser', required: 'API User is required' },
    { field: 'password', label: 'password', required: 'Password is required', secret: true },
  ],
  apiKey: [{ field: 'apiKey', label: 'apiKey', required: 'API Key is required', secret: true }],
  token: [{ field: 'token', label: 'token', required: 'Token is required', secret: true }],
  aws: [{ field: 'roleArn', label: 'roleArn', required: 'Role ARN is required' }],
};

export const hasForm = (entry: CatalogueEntry) => Boolean(FORMS[entry.credentials]);

export function CredentialDialog({
  entry,
  serverErrors,
  busy,
  onSave,
  onCancel,
}: {
  entry: CatalogueEntry;
  serverErrors: FieldErrors;
  busy: boolean;
  onSave: (credentials: Record<string, string>, metadata: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const text = useConnectorText();
  const fields = FORMS[entry.credentials] ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [region, setRegion] = useState('');
  const calls = useConnectorCalls();
  const { data: regions = [] } = useQuery({
    queryKey: ['connectors', 'awsRegions'],
    queryFn: () => calls.awsRegions(),
    enabled: entry.credentials === 'aws',
    staleTime: Infinity,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setErrors(serverErrors), [serverErrors]);

  const save = () => {
    const missing: FieldErrors = Object.fromEntries(
      fields.filter(({ field }) => !values[field]?.trim()).map(({ field, required }) => [field, required]),
    );
    if (entry.credentials === 'aws' && !region) missing.region = text('form.regionRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const credentials = Object.fromEntries(fields.map(({ field }) => [field, values[field]!.trim()]));
    onSave(credentials, entry.credentials === 'aws' ? { region } : {});
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="connector-form-title" fullWidth maxWidth="xs">
      <DialogTitle id="connector-form-title">{text('form.title', { name: entry.name })}</DialogTitle>
      <DialogContent>
        {fields.map(({ field, label, secret }) => (
          <TextField
            key={field}
            label={text(`form.${label}`)}
            type={secret ? 'password' : 'text'}
            autoComplete="off"
            fullWidth
            margin="dense"
            value={values[field] ?? ''}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? ' '}
          />
        ))}
        {entry.credentials === 'aws' && (
          <TextField
            select
            label={text('form.region')}
            fullWidth
            margin="dense"
            value={region}
            onChange={(event) => setRegion(event.target.value)}
            error={Boolean(errors.region)}
            helperText={errors.region ?? ' '}
          >
            {regions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={save}>
          {text('form.connect')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
