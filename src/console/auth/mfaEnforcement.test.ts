import { mfaSetupPath, shouldEnforceMfa, type MfaEnforcementFacts } from './mfaEnforcement';

const ALL_HOLD: MfaEnforcementFacts = {
  accountEnforcesMfa: true,
  mfaType: 'NONE',
  ssoLogin: false,
  jumpIn: false,
  pathname: '/agency/dashboard',
};

describe('MFA enforcement dialog conditions (spec 000 §5)', () => {
  it('shows when all five hold', () => {
    expect(shouldEnforceMfa(ALL_HOLD)).toBe(true);
  });

  it.each<[string, Partial<MfaEnforcementFacts>]>([
    ['the account does not enforce MFA', { accountEnforcesMfa: false }],
    ['the user already has a factor', { mfaType: 'GOOGLE' }],
    ['the user has an e-mail factor', { mfaType: 'EMAIL' }],
    ['the login is SSO', { ssoLogin: true }],
    ['the session is a jump-in', { jumpIn: true }],
    ['the page is already the profile', { pathname: '/agency/manage/me' }],
  ])('does not show when %s', (_, change) => {
    expect(shouldEnforceMfa({ ...ALL_HOLD, ...change })).toBe(false);
  });

  it('Set Up MFA goes to the persona profile MFA tab', () => {
    expect(mfaSetupPath('/customer')).toBe('/customer/manage/me?tab=mfa');
  });
});
