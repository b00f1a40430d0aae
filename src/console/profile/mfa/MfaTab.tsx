import { Alert, Button, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useModals } from '../../modals/ModalContext';

/** The profile's MFA tab: the factor in use and the three ways to set one up. */
export function MfaTab() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { openModal } = useModals();
  const mfaType = typeof identity?.mfaType === 'string' ? identity.mfaType : 'NONE';
  if (identity?.ghosting) return <Alert severity="info">{translate('shell.profile.mfa.ghosting')}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography data-testid="mfa-current">
        {translate('shell.profile.mfa.current', {
          method: translate(`shell.profile.mfa.methods.${mfaType}`, { _: mfaType }),
        })}
      </Typography>
      <Button variant="contained" onClick={() => openModal('mfaAuthenticator')}>
        {translate('shell.profile.mfa.setUpGoogle')}
      </Button>
      <Button variant="outlined" disabled={!identity?.phone} onClick={() => openModal('mfaCode', { mfaType: 'SMS' })}>
        {translate('shell.profile.mfa.setUpSms')}
      </Button>
      <Button variant="outlined" onClick={() => openModal('mfaCode', { mfaType: 'EMAIL' })}>
        {translate('shell.profile.mfa.setUpEmail')}
      </Button>
    </Stack>
  );
}
