import { dashboardPath, personaBasePath } from '../../shared/accountTypes';
import { safeRedirect } from './signupValidation/tokenLanding';

/**
 * Where the user was going before being sent to /login: react-admin or the persona gate remember a deep link
 * (`nextPathname`, `nextSearch`); /signup-validation hands an existing user the invitation's `redirectURL`
 * with the case it applies to (`existingUserCase`, spec 000 §2.5).
 */
export interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
  existingUserCase?: string;
  redirectURL?: string | null;
}

/**
 * After sign-in: to the invitation's redirect URL when it stays inside the console (a relative path, never
 * another site); else back to the remembered deep link when it belongs to the user's own persona; otherwise
 * to the persona's dashboard (spec 000 §2.1).
 */
export function afterLoginPath(accountType: string, state: unknown): string {
  const next = (state ?? {}) as ReturnState;
  const invited = safeRedirect(next.redirectURL);
  if (invited) return invited;
  const base = personaBasePath(accountType);
  if (base && next.nextPathname && (next.nextPathname === base || next.nextPathname.startsWith(`${base}/`))) {
    return `${next.nextPathname}${next.nextSearch ?? ''}`;
  }
  return dashboardPath(accountType);
}
