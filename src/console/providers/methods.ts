/**
 * The data provider's methods beyond CRUD, contributed in pieces: the platform's own (`coreMethods.ts`) and each
 * resource's (its console declaration's `dataProviderMethods`). The data provider merges them, so a resource with
 * calls of its own adds them from its folder without touching src/. A contribution the pages seldom need is
 * declared with its method names by `lazyDataProviderMethods`: its code loads at the first call of one of them.
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

/**
 * A contribution whose code is fetched the first time one of its methods is called. Its method names are declared
 * with it, so that the data provider has them (and refuses a name contributed twice) before the code is there.
 */
export interface LazyMethodContribution {
  names: readonly string[];
  load: () => Promise<MethodContribution>;
}

/** What a declaration lists: a contribution, or one loaded on first use. */
export type MethodSource = MethodContribution | LazyMethodContribution;

/**
 * Declares a contribution loaded on first use, e.g.
 * `lazyDataProviderMethods(['sendFeedback'], () => import('./feedbackMethods').then((module) => module.feedbackMethods))`
 * with every method name it has (checked when it loads, and for every resource by registry/lazyMethods.test.ts).
 * Its callers type their hook with `MethodsOf<typeof feedbackMethods>` over a type-only import, which costs no code.
 */
export const lazyDataProviderMethods = <M extends DataProviderMethods>(
  names: readonly NoInfer<keyof M & string>[],
  load: () => Promise<MethodContribution<M>>,
): LazyMethodContribution => ({ names, load });

/** The methods a contribution adds, for a typed `useDataProvider<DataProvider & MethodsOf<typeof x>>()`. */
export type MethodsOf<C> = C extends MethodContribution<infer M> ? M : never;

/** The data provider with some contributions' methods, as a caller's hook types it. */
export type DataProviderWith<C> = DataProvider & MethodsOf<C>;

/** Built on first use: the contribution's methods, once its code is there (fetched again after a failure). */
function onFirstUse(contribution: LazyMethodContribution, context: MethodContext): () => Promise<DataProviderMethods> {
  let loading: Promise<DataProviderMethods> | undefined;
  const build = async () => {
    const methods = (await contribution.load())(context);
    const built = Object.keys(methods).sort().join(', ');
    const declared = [...contribution.names].sort().join(', ');
    if (built !== declared)
      throw new Error(`Data provider methods loaded on first use are ${built}, declared as ${declared}`);
    return methods;
  };
  return () =>
    (loading ??= build().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Builds every contribution on the context; a name contributed twice is a mistake, reported at start. A lazy
 * contribution's methods load its code on their first call, then call the loaded method.
 */
export function mergeMethods(
  contributions: readonly MethodSource[],
  context: MethodContext,
  reserved: readonly string[],
): DataProviderMethods {
  const merged: DataProviderMethods = {};
  const add = (name: string, method: DataProviderMethods[string]) => {
    if (name in merged || reserved.includes(name))
      throw new Error(`Data provider method "${name}" is contributed twice`);
    merged[name] = method;
  };
  for (const contribution of contributions) {
    if (typeof contribution === 'function') {
      for (const [name, method] of Object.entries(contribution(context))) add(name, method);
      continue;
    }
    const loaded = onFirstUse(contribution, context);
    for (const name of contribution.names) add(name, async (...args: never[]) => (await loaded())[name](...args));
  }
  return merged;
}
