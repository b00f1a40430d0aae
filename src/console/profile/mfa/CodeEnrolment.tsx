import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '../../providers/dataProvider';
import { useModals } from '../../modals/ModalContext';
import { MFA_CODE_LENGTH } from '../../login/MfaCodeField';
import { SixDigitField } from './SixDigitField';
import { useEnrolmentSubmit } from './useEnrolmentSubmit';

const isCodeMethod = (value: unknown): value is 'SMS' | 'EMAIL' => value === 'SMS' || value === 'EMAIL';

/** Enrolment by a code sent by text message or e-mail: sent as the dialog opens, and on Resend code. */
export function CodeEnrolment({ data, close }: { data: unknown; close: () => void }) {
  const mfaType = isCodeMethod((data as { mfaType?: unknown } | undefined)?.mfaType)
    ? (data as { mfaType: 'SMS' | 'EMAIL' }).mfaType
    : 'EMAIL';
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { openModal } = useModals();
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const { busy, failure, setFailure, submit } = useEnrolmentSubmit(close, () =>
    dataProvider.verifyMfaEnrolment(mfaType, code),
  );
  const send = useCallback(
    () =>
      dataProvider.startMfaEnrolment(mfaType).then(
        (answer) => {
          setSentTo('sentTo' in answer ? answer.sentTo : undefined);
          return true;
        },
        (error: Error) => {
          setFailure(error.message);
          return false;
        },
      ),
    [dataProvider, mfaType, setFailure],
  );
  useEffect(() => {
    void send();
  }, [send]);
  const resend = async () => {
    setFailure(undefined);
    if (await send()) notify('shell.profile.mfa.code.resent', { type: 'info' });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle>
        {translate(mfaType === 'SMS' ? 'shell.profile.mfa.code.titleSms' : 'shell.profile.mfa.code.titleEmail')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Typography variant="body2">
            {sentTo
              ? translate('shell.profile.mfa.code.sentTo', { recipient: sentTo })
              : translate('shell.profile.mfa.code.sending')}
          </Typography>
          <SixDigitField label={translate('shell.profile.mfa.code.code')} value={code} onChange={setCode} autoFocus />
          <Stack direction="row" spacing={2}>
            <Link component="button" type="button" onClick={() => void resend()}>
              {translate('shell.profile.mfa.code.resend')}
            </Link>
            <Link component="button" type="button" onClick={() => openModal('mfaAuthenticator')}>
              {translate('shell.profile.mfa.code.useAuthenticator')}
            </Link>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('shell.profile.mfa.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={code.length !== MFA_CODE_LENGTH || busy}>
          {translate('shell.profile.mfa.enable')}
        </Button>
      </DialogActions>
    </Box>
  );
}
