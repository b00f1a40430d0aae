import { personaBasePath } from '../../shared/accountTypes';
import { hasSession } from '../auth/session';
import { decodeAccessClaims } from '../auth/tokenStore';

/**
 * At boot, when the address is in the signed-in user's own persona area (what PersonaGate lets through), starts
 * fetching the shell's code and then the code of the view at that address, and asks who is signed in, beside the
 * region's config and texts instead of after them. App.tsx's lazy shell and the view's lazy component get the same
 * modules; the shell's identity, permission and access checks read the same cached profile (profileCache.ts). A
 * failed fetch shows where the shell is rendered, which asks again.
 */
export function preloadSignedInArea(pathname: string): void {
  const claims = hasSession() ? decodeAccessClaims() : null;
  const base = claims ? personaBasePath(claims.accType) : undefined;
  if (!base || (pathname !== base && !pathname.startsWith(`${base}/`))) return;
  import('./PersonaAdmin').then(
    (shell) => shell.preloadView(pathname.slice(base.length)),
    () => undefined,
  );
  import('../providers/instances').then(
    ({ authProvider }) => authProvider.getIdentity?.().catch(() => undefined),
    () => undefined,
  );
}
