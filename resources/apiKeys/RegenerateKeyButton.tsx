import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useKeysCalls } from './keysMethods';
import { SecretShownOnce } from './SecretShownOnce';
import type { ApiKeyAnswer } from './apiKeyAnswer';

/** Regenerate (spec 001 §4): confirmed first, since the old secret stops working at once; the new one is shown once. */
export function RegenerateKeyButton() {
  const record = useRecordContext<ApiKeyAnswer>();
  const translate = useTranslate();
  const notify = useNotify();
  const keys = useKeysCalls();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  const [step, setStep] = useState<'closed' | 'confirm' | 'shown'>('closed');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;

  const regenerate = async () => {
    setBusy(true);
    try {
      setSecret((await keys.regenerateKey(record.id, record.version)).secret);
      setStep('shown');
    } catch (error) {
      // Spec 001 §9: a failed key action only closes the dialog and is logged.
      console.error('API key regenerate failed', error);
      notify('ra.notification.http_error', { type: 'error' });
      setStep('closed');
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setStep('closed');
    setSecret('');
    refresh();
  };

  return (
    <>
      <Button size="small" startIcon={<AutorenewIcon />} onClick={() => setStep('confirm')}>
        {translate('resources.apiKeys.regenerate.button')}
      </Button>
      <Dialog
        open={step !== 'closed'}
        onClose={step === 'confirm' ? () => setStep('closed') : undefined}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle>{translate('resources.apiKeys.regenerate.title', { name: record.name })}</DialogTitle>
        {step === 'confirm' ? (
          <>
            <DialogContent>
              <DialogContentText>{translate('resources.apiKeys.regenerate.warning')}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setStep('closed')}>{translate('ra.action.cancel')}</Button>
              <Button variant="contained" color="warning" disabled={busy} onClick={regenerate}>
                {translate('resources.apiKeys.regenerate.confirm')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <SecretShownOnce secret={secret} onDone={close} />
        )}
      </Dialog>
    </>
  );
}
