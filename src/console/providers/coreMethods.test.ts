// @vitest-environment jsdom
import { policiesResource } from '../../../resources/policies/declaration';
import { quotesResource } from '../../../resources/quotes/declaration';
import { recordingDataProvider } from './methods.fixture';
import { defineDataProviderMethods } from './methods';

const resources = [quotesResource, policiesResource];

describe('lifecycle', () => {
  it("reads the resource's published machine at {apiBase}/statuses", async () => {
    const machine = { statuses: ['READY'], startStatuses: ['READY'], actions: [] };
    const { dataProvider, requests } = recordingDataProvider(resources, [], () => ({ json: machine }));
    expect(await dataProvider.lifecycle('policies')).toEqual(machine);
    expect(requests).toEqual([{ path: '/api/policy/v1/statuses', method: 'GET', headers: {}, body: undefined }]);
  });

  it('refuses a resource nobody declared', async () => {
    const { dataProvider, requests } = recordingDataProvider(resources);
    await expect(dataProvider.lifecycle('nothing')).rejects.toThrow('Unknown resource "nothing"');
    expect(requests).toEqual([]);
  });
});

describe('act', () => {
  it("sends the body with the action's method to its path under the resource's API, the id in place of :id", async () => {
    const { dataProvider, requests } = recordingDataProvider(resources, [], () => ({
      json: { id: 'q/1', status: 'REFERRED' },
    }));
    const answer = await dataProvider.act('quotes', {
      id: 'q/1',
      path: '/api/quote/v1/uw/refer/:id',
      method: 'POST',
      data: { version: 3 },
    });
    expect(answer).toEqual({ id: 'q/1', status: 'REFERRED' });
    expect(requests).toEqual([
      { path: '/api/quote/v1/uw/refer/q%2F1', method: 'POST', headers: {}, body: { version: 3 } },
    ]);
  });

  it("takes a path relative to the resource's API as well", async () => {
    const { dataProvider, requests } = recordingDataProvider(resources);
    await dataProvider.act('policies', {
      id: 'p1',
      path: '/:id/endorsement',
      method: 'PUT',
      data: { version: 1, change: 'x' },
    });
    expect(requests).toEqual([
      { path: '/api/policy/v1/p1/endorsement', method: 'PUT', headers: {}, body: { version: 1, change: 'x' } },
    ]);
  });
});

describe('download', () => {
  it('reads the file as bytes with the type asked for and saves it under the name the server gives', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:proposal');
    URL.revokeObjectURL = vi.fn();
    const { dataProvider, requests } = recordingDataProvider(resources, [], () => ({
      blob: new Blob(['%PDF']),
      headers: { 'content-disposition': 'attachment; filename="Q-1 proposal.pdf"' },
    }));
    expect(
      await dataProvider.download('/api/docs/v1/quote/q1/proposal', {
        fileName: 'quote-proposal.pdf',
        accept: 'application/pdf',
      }),
    ).toBe('Q-1 proposal.pdf');
    expect(requests).toEqual([
      {
        path: '/api/docs/v1/quote/q1/proposal',
        method: 'GET',
        headers: { accept: 'application/pdf' },
        body: undefined,
        as: 'blob',
      },
    ]);
    expect(saved).toEqual([{ href: 'blob:proposal', download: 'Q-1 proposal.pdf' }]);
  });

  it('saves under the given name when the server names none, asking for any type by default', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const { dataProvider, requests } = recordingDataProvider(resources, [], () => ({ blob: new Blob(['x']) }));
    expect(await dataProvider.download('/api/docs/v1/download?docId=d1', { fileName: 'notes.txt' })).toBe('notes.txt');
    expect(requests[0].headers).toEqual({ accept: '*/*' });
  });

  it('posts the order of a file made to order (a body) as JSON', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    const { dataProvider, requests } = recordingDataProvider(resources, [], () => ({ blob: new Blob(['%PDF']) }));
    await dataProvider.download('/api/policy/v1/certificate/P100', {
      fileName: 'certificate.pdf',
      accept: 'application/pdf',
      data: { policyId: 'p1', name: 'Holder' },
    });
    expect(requests).toEqual([
      {
        path: '/api/policy/v1/certificate/P100',
        method: 'POST',
        headers: { accept: 'application/pdf' },
        body: { policyId: 'p1', name: 'Holder' },
        as: 'blob',
      },
    ]);
  });
});

describe('bytes', () => {
  it('reads an image as bytes, uncached; a 204 is no image', async () => {
    const image = new Blob(['png']);
    const { dataProvider, requests } = recordingDataProvider(resources, [], (request) =>
      request.path.endsWith('none') ? { status: 204, blob: new Blob([]) } : { blob: image },
    );
    expect(await dataProvider.bytes('/api/pictures/v1/me')).toBe(image);
    expect(await dataProvider.bytes('/api/pictures/v1/none')).toBeNull();
    expect(requests[0]).toEqual({
      path: '/api/pictures/v1/me',
      method: 'GET',
      headers: {},
      body: undefined,
      as: 'blob',
    });
  });
});

describe('history', () => {
  it("reads a record's history and reverts one entry under the resource's API", async () => {
    const { dataProvider, requests } = recordingDataProvider(resources, [], () => ({ json: [] }));
    await dataProvider.history('policies', 'p 1');
    await dataProvider.revertHistory('policies', 'p1', 'h/2');
    expect(requests).toEqual([
      { path: '/api/policy/v1/p%201/history', method: 'GET', headers: {}, body: undefined },
      { path: '/api/policy/v1/p1/history/h%2F2/revert', method: 'POST', headers: {}, body: undefined },
    ]);
  });
});

describe('contributed methods', () => {
  it("a resource's contribution becomes a method of the data provider, on the same HTTP client", async () => {
    const contribution = defineDataProviderMethods(({ httpClient, apiBaseOf }) => ({
      policyReasons: async () => (await httpClient(`${apiBaseOf('policies')}/reasons`)).json as string[],
    }));
    const { dataProvider, requests } = recordingDataProvider(resources, [contribution], () => ({ json: ['Other'] }));
    expect(await dataProvider.policyReasons()).toEqual(['Other']);
    expect(requests).toEqual([{ path: '/api/policy/v1/reasons', method: 'GET', headers: {}, body: undefined }]);
  });

  it('a name contributed twice, or taken from CRUD, is refused when the provider is built', () => {
    const twice = defineDataProviderMethods(() => ({ act: async () => undefined }));
    const crud = defineDataProviderMethods(() => ({ getOne: async () => undefined }));
    expect(() => recordingDataProvider(resources, [twice])).toThrow('Data provider method "act" is contributed twice');
    expect(() => recordingDataProvider(resources, [crud])).toThrow(
      'Data provider method "getOne" is contributed twice',
    );
  });
});
