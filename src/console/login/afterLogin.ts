import { dashboardPath, personaBasePath } from '../../shared/accountTypes';

/** Where react-admin or the persona gate remembered the user was going before being sent to /login. */
export interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * After sign-in: back to the remembered deep link when it belongs to the user's own persona, otherwise to
 * the persona's dashboard (spec 000 §2.1).
 */
export function afterLoginPath(accountType: string, state: unknown): string {
  const next = (state ?? {}) as ReturnState;
  const base = personaBasePath(accountType);
  if (base && next.nextPathname && (next.nextPathname === base || next.nextPathname.startsWith(`${base}/`))) {
    return `${next.nextPathname}${next.nextSearch ?? ''}`;
  }
  return dashboardPath(accountType);
}
