import { safeRedirect, tokenLanding } from './tokenLanding';

describe('tokenLanding (spec 000 §2.5)', () => {
  it('shows the sign-up form for NEW_ACCOUNT', () => {
    expect(tokenLanding('NEW_ACCOUNT', null)).toEqual({ kind: 'signUp' });
  });

  it.each(['EXISTING_ACCOUNT', 'QUOTE_SENT_NEW_USER', 'QUOTE_LINK_NEW_AGENT'])('shows the join form for %s', (type) => {
    expect(tokenLanding(type, null)).toEqual({ kind: 'join' });
  });

  it.each([
    ['EXISTING_USER', 'existingUser'],
    ['QUOTE_SENT_EXISTING_USER', 'existingUserForQuote'],
    ['QUOTE_LINK_EXISTING_AGENT', 'existingAgentForQuote'],
  ])('sends %s to /login saying which case and carrying the redirect URL', (type, existingUserCase) => {
    expect(tokenLanding(type, '/agency/quotes/1')).toEqual({
      kind: 'login',
      state: { existingUserCase, redirectURL: '/agency/quotes/1' },
    });
  });

  it('does not guess for a type it does not know', () => {
    expect(tokenLanding('SOMETHING_ELSE', null)).toEqual({ kind: 'unknown' });
  });

  it('follows a redirect URL only inside the console', () => {
    expect(safeRedirect('/agency/quotes/1')).toBe('/agency/quotes/1');
    expect(safeRedirect('https://elsewhere.example/x')).toBeUndefined();
    expect(safeRedirect('//elsewhere.example/x')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
