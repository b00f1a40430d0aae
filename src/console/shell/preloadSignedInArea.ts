import { personaBasePath } from '../../shared/accountTypes';
import { hasSession } from '../auth/session';
import { decodeAccessClaims } from '../auth/tokenStore';
import { authProvider } from '../providers/instances';
import { preloadView } from './PersonaAdmin';

/**
 * At boot, when the address is in the signed-in user's own persona area (what PersonaGate lets through), starts
 * fetching the code of the view at that address and asks who is signed in, beside the region's config and texts
 * instead of after them and after the shell's first render. The view's lazy component gets the same module; the
 * shell's identity, permission and access checks read the same cached profile (profileCache.ts). A failed fetch
 * shows where the shell is rendered, which asks again. Answers when the view's code is here (or failed to come).
 */
export function preloadSignedInArea(pathname: string): Promise<void> {
  const claims = hasSession() ? decodeAccessClaims() : null;
  const base = claims ? personaBasePath(claims.accType) : undefined;
  if (!base || (pathname !== base && !pathname.startsWith(`${base}/`))) return Promise.resolve();
  authProvider.getIdentity?.().catch(() => undefined);
  return preloadView(pathname.slice(base.length));
}
