import { createContext, useContext, type ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import { canAccessResource } from '../auth/canAccessResource';
import type { ConsoleResource } from '../registry/consoleResource';
import type { ConsoleAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { authProvider as sessionAuthProvider, httpClient } from './instances';

/** What the persona shell's composition root hands its pages: the registered resources and the providers on them. */
export interface ConsoleProviders {
  resources: readonly ConsoleResource[];
  declarations: readonly ResourceDeclaration[];
  dataProvider: DataProvider;
  authProvider: ConsoleAuthProvider;
}

/**
 * Builds the providers for the registered resources: the data provider, and the session's auth provider with
 * access by resource (the same sign-in, tokens and profile cache as the public pages use).
 */
export function createConsoleProviders(resources: readonly ConsoleResource[]): ConsoleProviders {
  const declarations = resources.map((resource) => resource.declaration);
  return {
    resources,
    declarations,
    dataProvider: createDataProvider({
      resources: declarations,
      httpClient,
      methods: resources.flatMap((resource) => resource.dataProviderMethods ?? []),
    }),
    authProvider: {
      ...sessionAuthProvider,
      canAccess: async ({ resource, action }: { resource: string; action: string }) =>
        canAccessResource(
          declarations,
          ((await sessionAuthProvider.getPermissions?.({})) ?? []) as string[],
          resource,
          action,
        ),
    },
  };
}

const ConsoleProvidersContext = createContext<ConsoleProviders | undefined>(undefined);

export function ConsoleProvidersProvider({ value, children }: { value: ConsoleProviders; children: ReactNode }) {
  return <ConsoleProvidersContext.Provider value={value}>{children}</ConsoleProvidersContext.Provider>;
}

export function useConsoleProviders(): ConsoleProviders {
  const providers = useContext(ConsoleProvidersContext);
  if (!providers)
    throw new Error(
      'useConsoleProviders outside ConsoleProvidersProvider (src/console/shell/PersonaAdmin.tsx provides it)',
    );
  return providers;
}

/** The declaration of a registered resource, or undefined when no resource of that name is registered. */
export function useResourceDeclaration(name: string): ResourceDeclaration | undefined {
  return useConsoleProviders().declarations.find((declaration) => declaration.name === name);
}
