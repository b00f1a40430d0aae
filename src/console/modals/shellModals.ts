import { lazy } from 'react';
import { MFA_ENFORCEMENT_MODAL } from '../auth/MfaEnforcementWatcher';
import type { ModalBody } from './ModalContext';

// The bodies load when their modal first opens (ModalHost shows nothing in the dialog meanwhile).
const DisplaySettingsModal = lazy(() =>
  import('../settings/DisplaySettingsModal').then((body) => ({ default: body.DisplaySettingsModal })),
);
const AuthenticatorEnrolment = lazy(() =>
  import('../profile/mfa/AuthenticatorEnrolment').then((body) => ({ default: body.AuthenticatorEnrolment })),
);
const CodeEnrolment = lazy(() =>
  import('../profile/mfa/CodeEnrolment').then((body) => ({ default: body.CodeEnrolment })),
);
const MfaEnforcementDialog = lazy(() =>
  import('../auth/MfaEnforcementDialog').then((body) => ({ default: body.MfaEnforcementDialog })),
);

/** Every modal of the signed-in shell, by name; a deep link (?modal=name&modalData=…) may open any of them. */
export const SHELL_MODALS: Record<string, { body: ModalBody; sticky?: boolean; title: string }> = {
  displaySettings: { body: DisplaySettingsModal, title: 'Display settings' },
  mfaAuthenticator: { body: AuthenticatorEnrolment, sticky: true, title: 'Set up an authenticator app' },
  mfaCode: { body: CodeEnrolment, title: 'Set up a code by text message or e-mail' },
  [MFA_ENFORCEMENT_MODAL]: {
    body: MfaEnforcementDialog,
    sticky: true,
    title: 'Multi-Factor Authentication Not Enabled',
  },
};
