import { useEffect } from 'react';
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBasename, useGetIdentity, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModals } from '../modals/ModalContext';
import { isSsoLogin } from './ssoMarker';
import { mfaSetupPath, shouldEnforceMfa } from './mfaEnforcement';

export const MFA_ENFORCEMENT_MODAL = 'mfaNotEnabled';

/** Spec 000 §2.4a: its only way out is Set Up MFA (a sticky modal: no close on Escape or outside clicks). */
export function MfaEnforcementDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <>
      <DialogTitle>{translate('shell.mfaEnforcement.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shell.mfaEnforcement.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          // The watcher closes the dialog once the address is the profile page.
          onClick={() => navigate(mfaSetupPath(basename))}
        >
          {translate('shell.mfaEnforcement.setUp')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Opens the sticky enforcement dialog whenever the five conditions of spec 000 §5 hold, and closes it when they stop holding. */
export function MfaEnforcementWatcher() {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  const { openModal, closeModal, openName } = useModals();
  const account = identity?.account as { enforceMfa?: boolean } | undefined;
  const enforce =
    identity !== undefined &&
    shouldEnforceMfa({
      accountEnforcesMfa: account?.enforceMfa === true,
      mfaType: typeof identity.mfaType === 'string' ? identity.mfaType : undefined,
      ssoLogin: isSsoLogin(),
      jumpIn: identity.ghosting === true,
      pathname,
    });
  useEffect(() => {
    if (enforce && openName !== MFA_ENFORCEMENT_MODAL) openModal(MFA_ENFORCEMENT_MODAL);
    if (!enforce && openName === MFA_ENFORCEMENT_MODAL) closeModal();
  }, [enforce, openName, openModal, closeModal]);
  return null;
}
