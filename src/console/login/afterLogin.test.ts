import { afterLoginPath } from './afterLogin';

describe('where a user goes after signing in', () => {
  it('an existing user invited to a quote goes to the redirect URL /signup-validation handed over', () => {
    expect(
      afterLoginPath('AGENCY', { existingUserCase: 'existingUserForQuote', redirectURL: '/agency/quotes/42?tab=cart' }),
    ).toBe('/agency/quotes/42?tab=cart');
  });

  it.each([
    ['another site', 'https://evil.example/agency'],
    ['a protocol-relative address', '//evil.example/agency'],
    ['a backslash the browser reads as a slash', '/\\evil.example/agency'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path without its leading slash', 'agency/quotes/42'],
  ])('a redirect URL to %s is not followed: the dashboard instead', (_case, redirectURL) => {
    expect(afterLoginPath('AGENCY', { existingUserCase: 'existingUser', redirectURL })).toBe('/agency/dashboard');
  });

  it('without a redirect URL, a remembered deep link of the own persona, else the dashboard', () => {
    expect(afterLoginPath('AGENCY', { nextPathname: '/agency/accounts', nextSearch: '?page=2' })).toBe(
      '/agency/accounts?page=2',
    );
    expect(afterLoginPath('AGENCY', { nextPathname: '/admin/accounts' })).toBe('/agency/dashboard');
    expect(afterLoginPath('CUSTOMER', { existingUserCase: 'existingUser', redirectURL: null })).toBe(
      '/customer/dashboard',
    );
    expect(afterLoginPath('CUSTOMER', undefined)).toBe('/customer/dashboard');
  });
});
