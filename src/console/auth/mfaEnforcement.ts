/**
 * Spec 000 §5: the "Multi-Factor Authentication Not Enabled" dialog shows only when all five hold. Kept apart
 * from any component so the shell that shows the dialog and its tests read the same rule.
 */
export interface MfaEnforcementFacts {
  /** The account (agency: enforceMFA) requires a second factor. */
  accountEnforcesMfa: boolean;
  /** The signed-in user's mfaType (EMAIL, GOOGLE, NONE, SMS). */
  mfaType: string | undefined;
  /** The session began with single sign-on (session storage SSO marker). */
  ssoLogin: boolean;
  /** The token is a jump-in (ghosting: account type differs from subscriber type). */
  jumpIn: boolean;
  pathname: string;
}

export const isProfilePage = (pathname: string): boolean => /\/manage\/me(\/|$)/.test(pathname);

export function shouldEnforceMfa(facts: MfaEnforcementFacts): boolean {
  return (
    facts.accountEnforcesMfa &&
    (facts.mfaType ?? 'NONE') === 'NONE' &&
    !facts.ssoLogin &&
    !facts.jumpIn &&
    !isProfilePage(facts.pathname)
  );
}

/** Where Set Up MFA goes: the profile page's MFA tab of the persona (spec 000 §2.4a). */
export const mfaSetupPath = (basePath: string): string => `${basePath}/manage/me?tab=mfa`;
