import { policiesResource } from '../../../resources/policies/declaration';
import { quotesResource } from '../../../resources/quotes/declaration';
import { recordingDataProvider, type FixtureAnswer } from './methods.fixture';
import { defineDataProviderMethods, lazyDataProviderMethods } from './methods';

const resources = [quotesResource, policiesResource];

const reasonMethods = defineDataProviderMethods(({ httpClient, apiBaseOf }) => ({
  policyReasons: async () => (await httpClient(`${apiBaseOf('policies')}/reasons`)).json as string[],
  policyReason: async (code: string) => (await httpClient(`${apiBaseOf('policies')}/reasons/${code}`)).json as string,
}));
const noteMethods = defineDataProviderMethods(() => ({ quoteNote: async () => 'note' }));

/** A provider with both contributions loaded on first use, over loaders that count their calls. */
function lazyProvider(answer: () => FixtureAnswer = () => ({ json: ['Other'] })) {
  const loadReasons = vi.fn(async () => reasonMethods);
  const loadNotes = vi.fn(async () => noteMethods);
  const { dataProvider, requests } = recordingDataProvider(
    resources,
    [
      lazyDataProviderMethods(['policyReasons', 'policyReason'], loadReasons),
      lazyDataProviderMethods(['quoteNote'], loadNotes),
    ],
    answer,
  );
  return { dataProvider, requests, loadReasons, loadNotes };
}

describe('contributions loaded on first use', () => {
  it('have their methods from the start, and load their code at the first call of one of them, once', async () => {
    const { dataProvider, requests, loadReasons, loadNotes } = lazyProvider();
    // react-admin's useDataProvider asks whether the name is a function before calling it.
    expect(typeof dataProvider.policyReasons).toBe('function');
    expect(loadReasons).not.toHaveBeenCalled();

    expect(await dataProvider.policyReasons()).toEqual(['Other']);
    expect(requests).toEqual([{ path: '/api/policy/v1/reasons', method: 'GET', headers: {}, body: undefined }]);
    await dataProvider.policyReason('r1');
    expect(loadReasons).toHaveBeenCalledTimes(1);
    // Another contribution's code is not fetched until one of its own methods is called.
    expect(loadNotes).not.toHaveBeenCalled();
    expect(await dataProvider.quoteNote()).toBe('note');
    expect(loadNotes).toHaveBeenCalledTimes(1);
  });

  it('load once for calls made together before the code is there', async () => {
    const { dataProvider, loadReasons } = lazyProvider();
    await Promise.all([dataProvider.policyReasons(), dataProvider.policyReason('r1'), dataProvider.policyReasons()]);
    expect(loadReasons).toHaveBeenCalledTimes(1);
  });

  it('are refused when the provider is built if a name is contributed twice (CRUD, the platform, each other)', () => {
    const load = vi.fn(async () => noteMethods);
    const cases = [
      [[lazyDataProviderMethods(['quoteNote'], load), lazyDataProviderMethods(['quoteNote'], load)], 'quoteNote'],
      [[noteMethods, lazyDataProviderMethods(['quoteNote'], load)], 'quoteNote'],
      [[{ names: ['act'], load }], 'act'],
      [[{ names: ['getOne'], load }], 'getOne'],
    ] as const;
    for (const [contributions, name] of cases)
      expect(() => recordingDataProvider(resources, contributions)).toThrow(
        `Data provider method "${name}" is contributed twice`,
      );
    expect(load).not.toHaveBeenCalled();
  });

  it('refuse to run code whose methods are not the ones declared', async () => {
    const { dataProvider } = recordingDataProvider(resources, [
      { names: ['quoteNote', 'quoteNotes'], load: async () => noteMethods },
    ]);
    await expect(dataProvider.quoteNote()).rejects.toThrow(
      'Data provider methods loaded on first use are quoteNote, declared as quoteNote, quoteNotes',
    );
  });

  it('fetch the code again at the next call when it could not be fetched', async () => {
    const loadReasons = vi
      .fn<() => Promise<typeof reasonMethods>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(reasonMethods);
    const { dataProvider } = recordingDataProvider(
      resources,
      [lazyDataProviderMethods(['policyReasons', 'policyReason'], loadReasons)],
      () => ({ json: ['Other'] }),
    );
    await expect(dataProvider.policyReasons()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await dataProvider.policyReasons()).toEqual(['Other']);
    expect(loadReasons).toHaveBeenCalledTimes(2);
  });
});
