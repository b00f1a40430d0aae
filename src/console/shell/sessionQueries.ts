import { QueryClient } from '@tanstack/react-query';
import { ACTION_VERBS, canAccessResource } from '../auth/canAccessResource';
import type { ConsoleProviders } from '../providers/consoleProviders';

/**
 * The query client of a persona area, holding at once what the cached profile already answers: that the session
 * is signed in, who it is, its permissions, and each resource action's access. react-admin asks these through
 * react-query before it renders the layout and before a list asks for its rows; answered from the client's cache,
 * the page renders its list in its first pass instead of after three rounds of asking (each a render of the
 * page). The keys are react-admin's own (ra-core's useAuthState, useGetIdentity, usePermissions, useCanAccess and
 * the list's useRequireAccess, which adds `enabled`). react-query still asks the auth provider again as the pages
 * mount, so a profile that changed meanwhile corrects what was held. With no fresh profile, nothing is held.
 */
export function sessionQueryClient({ authProvider, declarations }: ConsoleProviders): QueryClient {
  const client = new QueryClient();
  const session = authProvider.heldSession();
  if (!session) return client;
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
