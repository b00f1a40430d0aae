/**
 * What the invitation landing page does with a validation token (spec 000 §2.5): show the sign-up form, show
 * the join form, or send an existing user to /login saying which case applies and carrying the redirect URL.
 */
export type ExistingUserCase = 'existingUser' | 'existingUserForQuote' | 'existingAgentForQuote';

export type TokenLanding =
  | { kind: 'signUp' }
  | { kind: 'join' }
  | { kind: 'login'; state: { existingUserCase: ExistingUserCase; redirectURL: string | null } }
  | { kind: 'unknown' };

const EXISTING: Record<string, ExistingUserCase> = {
  EXISTING_USER: 'existingUser',
  QUOTE_SENT_EXISTING_USER: 'existingUserForQuote',
  QUOTE_LINK_EXISTING_AGENT: 'existingAgentForQuote',
};

const JOIN = ['EXISTING_ACCOUNT', 'QUOTE_SENT_NEW_USER', 'QUOTE_LINK_NEW_AGENT'];

export function tokenLanding(tokenType: string, redirectURL: string | null): TokenLanding {
  if (tokenType === 'NEW_ACCOUNT') return { kind: 'signUp' };
  if (JOIN.includes(tokenType)) return { kind: 'join' };
  const existing = EXISTING[tokenType];
  return existing ? { kind: 'login', state: { existingUserCase: existing, redirectURL } } : { kind: 'unknown' };
}

/** A redirect URL from a token is followed only inside the console (shared with the server's SSO redirect). */
export { safeRedirect } from '../../../shared/navigation/safeRedirect';
