import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { mfaSetupPath } from './mfaEnforcement';

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
