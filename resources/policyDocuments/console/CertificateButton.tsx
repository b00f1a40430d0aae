/**
 * Certificate of insurance on the policy page: the certificate holder (spec 001 §5 texts, from the server), an
 * optional additional insured, then Download (the PDF) or E-mail, which asks for confirmation first.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { US_STATE_CHOICES } from '../../../src/console/resourceViews/usStates';
import { CERTIFICATE_MESSAGES } from '../messages';
import { certificatePath, fieldErrorsOf, useCertificateCalls } from './certificateMethods';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { PolicyRecord } from '../../../src/shared/generated/records';

const HOLDER = ['organizationName', 'address1', 'address2', 'city', 'state', 'zip'] as const;
const INSURED = ['businessName', 'address1', 'address2', 'city', 'state', 'zipCode'] as const;

export function CertificateButton() {
  const record = useRecordContext<StoredRecord<PolicyRecord>>();
  useScreenTexts('policyActions');
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useCertificateCalls();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.policyActions.certificate.${key}`, options);
  const [open, setOpen] = useState(false);
  const [holder, setHolder] = useState<Record<string, string>>({});
  const [insured, setInsured] = useState<Record<string, string>>({});
  const [withInsured, setWithInsured] = useState(false);
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  if (!record) return null;

  const filled = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
  const body = () => ({
    policyId: record.id,
    ...filled(holder),
    ...(withInsured ? { additionalInsured: filled(insured) } : {}),
  });
  const refused = (failure: unknown, fallback: string) => {
    setErrors(fieldErrorsOf(failure));
    setMessage(fallback);
  };
  const download = async () => {
    setErrors({});
    setMessage(null);
    try {
      await calls.download(certificatePath(record.product), {
        fileName: 'certificate-of-insurance.pdf',
        accept: 'application/pdf',
        data: body(),
      });
      notify(CERTIFICATE_MESSAGES.generated, { type: 'success' });
      setOpen(false);
    } catch (failure) {
      refused(failure, t('fixFields'));
    }
  };
  const send = async () => {
    setConfirming(false);
    setErrors({});
    setMessage(null);
    try {
      notify((await calls.emailCertificate(record.product, { ...body(), email: email.trim() })).message, {
        type: 'success',
      });
      setOpen(false);
    } catch (failure) {
      refused(failure, CERTIFICATE_MESSAGES.emailFailed);
    }
  };
  const field = (group: 'holder' | 'insured', name: string) => {
    const values = group === 'holder' ? holder : insured;
    const set = group === 'holder' ? setHolder : setInsured;
    const key = group === 'holder' ? name : `additionalInsured.${name}`;
    return (
      <TextField
        key={key}
        select={name === 'state'}
        required={name !== 'address2'}
        label={t(`fields.${name}`)}
        value={values[name] ?? ''}
        onChange={(e) => set({ ...values, [name]: e.target.value })}
        error={Boolean(errors[key])}
        helperText={errors[key]}
      >
        {name === 'state'
          ? US_STATE_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))
          : undefined}
      </TextField>
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('button')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="certificate-title">
        <DialogTitle id="certificate-title">{t('title', { number: record.policyNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {HOLDER.map((name) => field('holder', name))}
            <FormControlLabel
              control={<Checkbox checked={withInsured} onChange={(e) => setWithInsured(e.target.checked)} />}
              label={t('addInsured')}
            />
            {withInsured && INSURED.map((name) => field('insured', name))}
            <TextField
              label={t('fields.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email}
            />
            {message && <Alert severity="error">{message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button onClick={() => setConfirming(true)} disabled={!email.trim()}>
            {t('email')}
          </Button>
          <Button variant="contained" onClick={download}>
            {t('download')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="certificate-email-title">
        <DialogTitle id="certificate-email-title">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('confirmText', { email: email.trim(), number: record.policyNumber })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={send}>
            {t('send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
