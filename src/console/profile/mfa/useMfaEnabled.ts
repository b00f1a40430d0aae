import { useBasename, useGetIdentity, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { forgetProfile } from '../../providers/instances';

/** Spec 000 §9: a customer goes to its dashboard 2 s after enrolling. */
export const CUSTOMER_REDIRECT_MS = 2000;

/** What follows a successful enrolment: "MFA Enabled!", a fresh profile, and the customer's redirect. */
export function useMfaEnabled(): () => void {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { refetch } = useGetIdentity();
  return () => {
    notify('shell.profile.mfa.enabled', { type: 'success' });
    forgetProfile();
    void refetch();
    if (basename === '/customer') setTimeout(() => navigate('/customer/dashboard'), CUSTOMER_REDIRECT_MS);
  };
}
