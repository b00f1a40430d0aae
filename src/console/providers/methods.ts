/**
 * The data provider's methods beyond CRUD, contributed in pieces: the platform's own (`coreMethods.ts`) and each
 * resource's (its console declaration's `dataProviderMethods`). The data provider merges them, so a resource with
 * calls of its own adds them from its folder without touching src/.
 */
import type { DataProvider } from 'react-admin';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import type { HttpClient } from './httpClient';

/** What a contribution is built on: the console's one HTTP client and the resources' addresses. */
export interface MethodContext {
  httpClient: HttpClient;
  /** The `apiBase` of a declared resource; throws for a resource nobody declared. */
  apiBaseOf: (resource: string) => string;
  /** The declaration of a resource; throws for a resource nobody declared. */
  declarationOf: (resource: string) => ResourceDeclaration;
}

/** Named calls, each answering a promise. */
export type DataProviderMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/** A piece of the data provider: its methods, built once on the context. */
export type MethodContribution<M extends DataProviderMethods = DataProviderMethods> = (context: MethodContext) => M;

/** Declares a contribution, keeping its methods' own signatures for `MethodsOf`. */
export const defineDataProviderMethods = <M extends DataProviderMethods>(
  contribution: MethodContribution<M>,
): MethodContribution<M> => contribution;

/** The methods a contribution adds, for a typed `useDataProvider<DataProvider & MethodsOf<typeof x>>()`. */
export type MethodsOf<C> = C extends MethodContribution<infer M> ? M : never;

/** The data provider with some contributions' methods, as a caller's hook types it. */
export type DataProviderWith<C> = DataProvider & MethodsOf<C>;

/** Builds every contribution on the context; a name contributed twice is a mistake, reported at start. */
export function mergeMethods(
  contributions: readonly MethodContribution[],
  context: MethodContext,
  reserved: readonly string[],
): DataProviderMethods {
  const merged: DataProviderMethods = {};
  for (const contribution of contributions) {
    for (const [name, method] of Object.entries(contribution(context))) {
      if (name in merged || reserved.includes(name))
        throw new Error(`Data provider method "${name}" is contributed twice`);
      merged[name] = method;
    }
  }
  return merged;
}
