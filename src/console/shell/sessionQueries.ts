import { QueryClient } from '@tanstack/react-query';
import { ACTION_VERBS, canAccessResource } from '../auth/canAccessResource';
import type { ConsoleProviders } from '../providers/consoleProviders';

/** How long a held session answer counts as fresh: react-admin's own staleTime for identity and permissions. */
export const HELD_ANSWERS_MS = 5 * 60 * 1000;

/**
 * The query client of a persona area, holding at once what the cached profile already answers: that the session
 * is signed in, who it is, its permissions, and each resource action's access. react-admin asks these through
 * react-query before it renders the layout and before a list asks for its rows; answered from the client's cache,
 * the page renders its list in its first pass instead of after three rounds of asking (each a render of the
 * page). The keys are react-admin's own (ra-core's useAuthState, useGetIdentity, usePermissions, useCanAccess and
 * the list's useRequireAccess, which adds `enabled`). Held answers stay fresh for HELD_ANSWERS_MS, as react-admin
 * already holds identity and permissions: asked again as the page mounts, the auth provider would give the same
 * answers from the same cached profile, and each new answer renders the whole page again. With no fresh profile,
 * nothing is held.
 */
export function sessionQueryClient({ authProvider, declarations }: ConsoleProviders): QueryClient {
  const client = new QueryClient();
  const session = authProvider.heldSession();
  if (!session) return client;
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: HELD_ANSWERS_MS });
  client.setQueryDefaults(['auth', 'canAccess'], { staleTime: HELD_ANSWERS_MS });
  client.setQueryData(['auth', 'checkAuth', {}], true);
  client.setQueryData(['auth', 'getIdentity'], session.identity);
  client.setQueryData(['auth', 'getPermissions', {}], session.permissions);
  for (const { name: resource } of declarations)
    for (const action of Object.keys(ACTION_VERBS)) {
      const canAccess = canAccessResource(declarations, session.permissions, resource, action);
      client.setQueryData(['auth', 'canAccess', { action, resource }], canAccess);
      client.setQueryData(['auth', 'canAccess', { action, resource, enabled: true }], canAccess);
    }
  return client;
}
