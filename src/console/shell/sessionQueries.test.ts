import { accountsResource as accounts } from '../../../resources/accounts/declaration';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import type { ConsoleProviders } from '../providers/consoleProviders';
import { sessionQueryClient } from './sessionQueries';

const providersHolding = (session: ReturnType<ConsoleAuthProvider['heldSession']>) =>
  ({ declarations: [accounts], authProvider: { heldSession: () => session } }) as unknown as ConsoleProviders;

describe('sessionQueryClient', () => {
  it("answers react-admin's session questions from the held profile, under react-admin's keys", () => {
    const identity = { id: 'u1', fullName: 'Ann Lee' };
    const client = sessionQueryClient(providersHolding({ identity, permissions: ['account:read'] }));
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(client.getQueryData(['auth', 'getIdentity'])).toEqual(identity);
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toEqual(['account:read']);
    // The list's own check carries `enabled`; a page's button checks do not.
    expect(client.getQueryData(['auth', 'canAccess', { action: 'list', resource: 'accounts', enabled: true }])).toBe(
      true,
    );
    expect(client.getQueryData(['auth', 'canAccess', { resource: 'accounts', action: 'show' }])).toBe(true);
    expect(client.getQueryData(['auth', 'canAccess', { action: 'create', resource: 'accounts' }])).toBe(false);
  });

  it('keeps the held answers fresh, so that mounting the page does not ask for them again', () => {
    const client = sessionQueryClient(providersHolding({ identity: { id: 'u1' }, permissions: ['account:read'] }));
    const isStale = (queryKey: unknown[]) => {
      const query = client.getQueryCache().find({ queryKey, exact: true });
      return query?.isStaleByTime(client.getQueryDefaults(queryKey).staleTime as number | undefined);
    };
    expect(isStale(['auth', 'checkAuth', {}])).toBe(false);
    expect(isStale(['auth', 'canAccess', { action: 'list', resource: 'accounts', enabled: true }])).toBe(false);
  });

  it('holds nothing without a fresh profile', () => {
    const client = sessionQueryClient(providersHolding(undefined));
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
    expect(client.getQueryData(['auth', 'getIdentity'])).toBeUndefined();
  });
});
