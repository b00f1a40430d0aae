import type { LazyMethodContribution, MethodContext, MethodSource } from '../providers/methods';
import { platformMethods } from '../providers/dataProvider';
import { registeredResources } from './registeredResources';

const declarations = registeredResources.map((resource) => resource.declaration);
const declarationOf = (name: string) => {
  const declaration = declarations.find((candidate) => candidate.name === name);
  if (!declaration) throw new Error(`no resource ${name}`);
  return declaration;
};
const context: MethodContext = {
  httpClient: async () => ({ status: 200, headers: new Headers(), body: '', json: undefined }),
  declarationOf,
  apiBaseOf: (name) => declarationOf(name).apiBase,
};

const isLazy = (source: MethodSource): source is LazyMethodContribution => typeof source !== 'function';
const lazyContributions = [
  ...platformMethods.filter(isLazy).map((source) => ['the platform', source] as const),
  ...registeredResources.flatMap((resource) =>
    (resource.dataProviderMethods ?? []).filter(isLazy).map((source) => [resource.declaration.name, source] as const),
  ),
];

describe('data provider methods loaded on first use', () => {
  it('are declared by the platform and the resources', () => {
    expect(lazyContributions.length).toBeGreaterThan(20);
  });

  // The data provider has a lazy contribution's methods by the names declared before its code is there.
  it.each(lazyContributions.map(([owner, source]) => [`${owner}: ${source.names.join(', ')}`, source] as const))(
    '%s: the code builds exactly the methods declared',
    async (_, source) => {
      const methods = (await source.load())(context);
      expect(Object.keys(methods).sort()).toEqual([...source.names].sort());
    },
  );
});
