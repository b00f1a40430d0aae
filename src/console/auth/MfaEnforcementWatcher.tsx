import { useEffect } from 'react';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useModals } from '../modals/ModalContext';
import { isSsoLogin } from './ssoMarker';
import { shouldEnforceMfa } from './mfaEnforcement';

/** The shell modal of the enforcement dialog (MfaEnforcementDialog.tsx, loaded when it first opens). */
export const MFA_ENFORCEMENT_MODAL = 'mfaNotEnabled';

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
