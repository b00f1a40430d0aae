import { MFA_ENFORCEMENT_MODAL, MfaEnforcementDialog } from '../auth/MfaEnforcementDialog';
import { AuthenticatorEnrolment } from '../profile/mfa/AuthenticatorEnrolment';
import { CodeEnrolment } from '../profile/mfa/CodeEnrolment';
import { DisplaySettingsModal } from '../settings/DisplaySettingsModal';
import type { ModalBody } from './ModalContext';

/** Every modal of the signed-in shell, by name; a deep link (?modal=name&modalData=…) may open any of them. */
export const SHELL_MODALS: Record<string, { body: ModalBody; sticky?: boolean; title: string }> = {
  displaySettings: { body: DisplaySettingsModal, title: 'Display settings' },
  mfaAuthenticator: { body: AuthenticatorEnrolment, sticky: true, title: 'Set up an authenticator app' },
  mfaCode: { body: CodeEnrolment, title: 'Set up a code by text message or e-mail' },
  [MFA_ENFORCEMENT_MODAL]: { body: MfaEnforcementDialog, sticky: true, title: 'Multi-Factor Authentication Not Enabled' },
};
