import { isSsoAddress, loadSsoSettings } from './ssoSettings';

const ENV = {
  FEATURE_FLAGS: 'sso_login',
  SSO_ISSUER: 'https://idp.example',
  SSO_CLIENT_ID: 'console',
  SSO_DOMAINS: '@Beta.Example, gamma.example',
  SSO_USERS: 'One@Alpha.Example',
};

describe('single sign-on settings', () => {
  it('are off without the sso_login flag, an issuer or a client id', () => {
    expect(loadSsoSettings({ ...ENV, FEATURE_FLAGS: '' })).toBeUndefined();
    expect(loadSsoSettings({ ...ENV, FEATURE_FLAGS: 'sso_login=false' })).toBeUndefined();
    expect(loadSsoSettings({ ...ENV, SSO_ISSUER: '' })).toBeUndefined();
    expect(loadSsoSettings({ ...ENV, SSO_CLIENT_ID: ' ' })).toBeUndefined();
  });

  it('read the lists in lower case, and the authority defaults to the issuer', () => {
    expect(loadSsoSettings(ENV)).toEqual({
      issuer: 'https://idp.example',
      clientId: 'console',
      authority: 'https://idp.example',
      jwksUrl: undefined,
      domains: ['beta.example', 'gamma.example'],
      users: ['one@alpha.example'],
    });
  });

  it.each([
    ['someone@beta.example', true],
    ['SOMEONE@GAMMA.EXAMPLE', true],
    [' one@alpha.example ', true],
    ['two@alpha.example', false],
    ['someone@sub.beta.example', false],
    ['beta.example', false],
  ])('%s signs in through the provider: %s', (email, expected) => {
    expect(isSsoAddress(loadSsoSettings(ENV), email)).toBe(expected);
  });

  it('no address does while SSO is off', () => {
    expect(isSsoAddress(undefined, 'someone@beta.example')).toBe(false);
  });
});
