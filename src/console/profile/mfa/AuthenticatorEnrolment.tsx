import { useEffect, useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '../../providers/dataProvider';
import { MFA_CODE_LENGTH } from '../../login/MfaCodeField';
import type { AuthenticatorStart } from './mfaMethods';
import { SixDigitField } from './SixDigitField';
import { useEnrolmentSubmit } from './useEnrolmentSubmit';

/**
 * Enrolment by authenticator app (spec 000 §3, mfa1 + mfa2): download an app, scan the QR code (or type the
 * key), then two consecutive codes. A sticky modal: a stray click must not lose a half-finished enrolment.
 */
export function AuthenticatorEnrolment({ close }: { data: unknown; close: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const [start, setStart] = useState<AuthenticatorStart>();
  const [codes, setCodes] = useState({ first: '', second: '' });
  const { busy, failure, setFailure, submit } = useEnrolmentSubmit(close, () =>
    dataProvider.verifyMfaEnrolment('GOOGLE', codes.first, codes.second),
  );
  useEffect(() => {
    dataProvider.startMfaEnrolment('GOOGLE').then(
      (answer) => setStart(answer as AuthenticatorStart),
      (error: Error) => setFailure(error.message),
    );
  }, [dataProvider, setFailure]);
  const complete = codes.first.length === MFA_CODE_LENGTH && codes.second.length === MFA_CODE_LENGTH;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle>{translate('shell.profile.mfa.authenticator.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Typography variant="subtitle1" component="h3">
            {translate('shell.profile.mfa.authenticator.step1')}
          </Typography>
          <Typography variant="body2">{translate('shell.profile.mfa.authenticator.step1Text')}</Typography>
          <Typography variant="subtitle1" component="h3">
            {translate('shell.profile.mfa.authenticator.step2')}
          </Typography>
          <Typography variant="body2">{translate('shell.profile.mfa.authenticator.step2Text')}</Typography>
          {start && (
            <>
              <Box
                component="img"
                src={start.qrCode}
                alt={translate('shell.profile.mfa.authenticator.qrAlt')}
                sx={{ width: 180, height: 180, alignSelf: 'center' }}
              />
              <Typography
                component="code"
                data-testid="totp-secret"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', alignSelf: 'center' }}
              >
                {start.secret}
              </Typography>
            </>
          )}
          <Typography variant="subtitle1" component="h3">
            {translate('shell.profile.mfa.authenticator.step3')}
          </Typography>
          <Typography variant="body2">{translate('shell.profile.mfa.authenticator.step3Text')}</Typography>
          <Stack direction="row" spacing={2}>
            <SixDigitField
              label={translate('shell.profile.mfa.authenticator.code1')}
              value={codes.first}
              onChange={(first) => setCodes((c) => ({ ...c, first }))}
            />
            <SixDigitField
              label={translate('shell.profile.mfa.authenticator.code2')}
              value={codes.second}
              onChange={(second) => setCodes((c) => ({ ...c, second }))}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('shell.profile.mfa.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!start || !complete || busy}>
          {translate('shell.profile.mfa.enable')}
        </Button>
      </DialogActions>
    </Box>
  );
}
