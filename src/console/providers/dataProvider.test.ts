import { accountsResource } from '../../../resources/accounts/declaration';
import { decodeListQuery } from '../../shared/api/listQuery';
import { defineResource } from '../../shared/resources/declaration';
import { createDataProvider } from './dataProvider';
import type { HttpClient, HttpResponse } from './httpClient';

/** A search-service resource, to cover the hits/totalHits answer. */
const quotesResource = defineResource({
  name: 'quotes',
  apiBase: '/api/quote/v1/quote',
  schema: { type: 'object' },
  sortable: ['created'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['status'],
  dateFilters: ['created'],
  searchable: ['quoteNumber'],
  pageSizes: [10, 50],
  permissions: {
    list: 'quote:read',
    get: 'quote:read',
    create: 'quote:create',
    update: 'quote:update',
    delete: 'quote:delete',
  },
});

interface Request {
  path: string;
  method: string;
  body: unknown;
}

function setup(answer: (request: Request) => unknown = () => ({ content: [], totalElements: 0 })) {
  const requests: Request[] = [];
  const httpClient = vi.fn(async (path: string, init: RequestInit = {}): Promise<HttpResponse> => {
    const request = {
      path,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const json = answer(request);
    return { status: 200, headers: new Headers(), body: json === undefined ? '' : JSON.stringify(json), json };
  });
  const dataProvider = createDataProvider({ resources: [accountsResource, quotesResource], httpClient });
  return { dataProvider, requests, httpClient };
}

const ACCOUNTS = '/api/account/v1/account';
const listParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

describe('getList', () => {
  it('turns page, size and sort into the 0-based list query', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', {
      ...listParams,
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'created', order: 'DESC' },
    });
    expect(requests).toEqual([
      { path: `${ACCOUNTS}/search?page=2&size=50&sort=created%2Cdesc`, method: 'GET', body: undefined },
    ]);
  });

  it('sends q as a search term wrapped in asterisks', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', { ...listParams, filter: { q: 'acme' } });
    expect(requests[0].path).toBe(`${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc&search=*acme*`);
  });

  it('sends a scalar filter as an in list', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', { ...listParams, filter: { status: 'Open' } });
    expect(requests[0].path).toBe(`${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc&f%5Bstatus%5D%5Bin%5D=Open`);
  });

  it('joins an array filter into an in list', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', { ...listParams, filter: { state: ['CA', 'NY'] } });
    expect(requests[0].path).toBe(`${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc&f%5Bstate%5D%5Bin%5D=CA%2CNY`);
  });

  it('sends an _ni filter as a not-in list', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', { ...listParams, filter: { status_ni: ['Closed', 'Lost'] } });
    expect(requests[0].path).toBe(
      `${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc&f%5Bstatus%5D%5Bni%5D=Closed%2CLost`,
    );
  });

  it('sends _after and _before as a date range, expanding plain days', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', {
      ...listParams,
      filter: { created_after: '2024-01-01', created_before: '2024-01-31' },
    });
    expect(requests[0].path).toBe(
      `${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc` +
        '&f%5Bcreated%5D%5Bafter%5D=2024-01-01T00%3A00%3A00.000Z&f%5Bcreated%5D%5Bbefore%5D=2024-01-31T23%3A59%3A59.999Z',
    );
  });

  it('treats _gte and _lte like _after and _before, and writes dates as ISO', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', {
      ...listParams,
      filter: { modified_gte: new Date('2024-05-01T10:00:00Z'), modified_lte: '2024-05-02T10:00:00.000Z' },
    });
    expect(requests[0].path).toBe(
      `${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc` +
        '&f%5Bmodified%5D%5Bafter%5D=2024-05-01T10%3A00%3A00.000Z&f%5Bmodified%5D%5Bbefore%5D=2024-05-02T10%3A00%3A00.000Z',
    );
  });

  it('combines in and ni filters on one field with other filters', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', {
      ...listParams,
      filter: { q: 'north', status: ['Open', 'Quoted'], status_ni: 'Lost', agencyId: 7 },
    });
    expect(decodeListQuery(new URLSearchParams(requests[0].path.split('?')[1]))).toEqual({
      page: 0,
      size: 25,
      sort: { field: 'name', direction: 'asc' },
      search: 'north',
      filters: { status: { in: ['Open', 'Quoted'], ni: ['Lost'] }, agencyId: { in: ['7'] } },
    });
  });

  it('drops empty strings, empty arrays, null and undefined filter values', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', {
      ...listParams,
      filter: { q: '', status: '', state: [], country: undefined, agencyId: null, created_after: '', id: ['', 'a1'] },
    });
    expect(requests[0].path).toBe(`${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc&f%5Bid%5D%5Bin%5D=a1`);
  });

  it('refuses a filter value the API cannot express', async () => {
    const { dataProvider, requests } = setup();
    await expect(
      dataProvider.getList('accounts', { ...listParams, filter: { status: { nested: 1 } } }),
    ).rejects.toThrow('Filter "status"');
    expect(requests).toHaveLength(0);
  });

  it('uses the declared default sort when none is given or the field cannot be sorted', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.getList('accounts', { pagination: { page: 1, perPage: 25 }, filter: {} });
    await dataProvider.getList('accounts', { ...listParams, sort: { field: 'id', order: 'DESC' } });
    expect(requests.map((r) => r.path)).toEqual([
      `${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc`,
      `${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc`,
    ]);
  });

  it('reads content and totalElements', async () => {
    const { dataProvider } = setup(() => ({ content: [{ id: 'a1', name: 'Acme' }], totalElements: 41 }));
    expect(await dataProvider.getList('accounts', listParams)).toEqual({
      data: [{ id: 'a1', name: 'Acme' }],
      total: 41,
    });
  });

  it('reads hits and totalHits of plain records', async () => {
    const { dataProvider, requests } = setup(() => ({ hits: [{ id: 'q1', status: 'Open' }], totalHits: 12 }));
    const result = await dataProvider.getList('quotes', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
    });
    expect(requests[0].path).toBe('/api/quote/v1/quote/search?page=1&size=10&sort=created%2Cdesc');
    expect(result).toEqual({ data: [{ id: 'q1', status: 'Open' }], total: 12 });
  });

  it('unwraps hits carrying the record in _source', async () => {
    const { dataProvider } = setup(() => ({
      hits: [
        { _id: 'q1', _score: 1.2, _source: { status: 'Open' } },
        { _id: 'ignored', _source: { id: 'q2', status: 'Bound' } },
      ],
      totalHits: { value: 2, relation: 'eq' },
    }));
    expect(await dataProvider.getList('quotes', listParams)).toEqual({
      data: [
        { id: 'q1', status: 'Open' },
        { id: 'q2', status: 'Bound' },
      ],
      total: 2,
    });
  });

  it('a total counted only up to a limit ("at least") pages by next/previous, with no total to claim a last page', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: `a${i}` }));
    const { dataProvider } = setup(() => ({
      content: rows,
      totalElements: 10_000,
      totalHits: { value: 10_000, relation: 'gte' },
    }));
    expect(await dataProvider.getList('accounts', listParams)).toEqual({
      data: rows,
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
      meta: { totalAtLeast: 10_000 },
    });
  });

  it('past the counted limit there is a next page only when the server saw one more row', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: `a${i}` }));
    const deep = { ...listParams, pagination: { page: 401, perPage: 25 } };
    // Page 401 holds rows 10,001–10,025; the server saw a 10,026th.
    const more = setup(() => ({ content: rows, totalElements: 10_026, totalHits: { value: 10_026, relation: 'gte' } }));
    expect(await more.dataProvider.getList('accounts', deep)).toMatchObject({
      pageInfo: { hasPreviousPage: true, hasNextPage: true },
      meta: { totalAtLeast: 10_026 },
    });
    const end = setup(() => ({ content: [], totalElements: 10_000, totalHits: { value: 10_000, relation: 'gte' } }));
    expect(
      await end.dataProvider.getList('accounts', { ...listParams, pagination: { page: 402, perPage: 25 } }),
    ).toMatchObject({
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
  });

  it("a search service's totalHits with relation gte is a lower bound too", async () => {
    const { dataProvider } = setup(() => ({ hits: [{ id: 'q1' }], totalHits: { value: 10_000, relation: 'gte' } }));
    expect(await dataProvider.getList('quotes', { ...listParams, pagination: { page: 1, perPage: 10 } })).toEqual({
      data: [{ id: 'q1' }],
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
      meta: { totalAtLeast: 10_000 },
    });
  });

  it('rejects an answer in neither shape', async () => {
    const { dataProvider } = setup(() => [{ id: 1 }]);
    await expect(dataProvider.getList('accounts', listParams)).rejects.toThrow('neither {content, totalElements}');
  });
});

describe('getOne', () => {
  it('reads one record by id', async () => {
    const { dataProvider, requests } = setup(() => ({ id: 'a1', name: 'Acme', version: 4 }));
    expect(await dataProvider.getOne('accounts', { id: 'a1' })).toEqual({
      data: { id: 'a1', name: 'Acme', version: 4 },
    });
    expect(requests).toEqual([{ path: `${ACCOUNTS}/a1`, method: 'GET', body: undefined }]);
  });

  it('escapes the id in the path', async () => {
    const { dataProvider, requests } = setup(() => ({ id: 'a/1' }));
    await dataProvider.getOne('accounts', { id: 'a/1' });
    expect(requests[0].path).toBe(`${ACCOUNTS}/a%2F1`);
  });

  it('passes the abort signal on', async () => {
    const { dataProvider, httpClient } = setup(() => ({ id: 'a1' }));
    const signal = new AbortController().signal;
    await dataProvider.getOne('accounts', { id: 'a1', signal });
    expect(httpClient).toHaveBeenCalledWith(`${ACCOUNTS}/a1`, { signal });
  });
});

describe('getMany', () => {
  it('searches by an id in-list sized to the ids', async () => {
    const { dataProvider, requests } = setup(() => ({ content: [{ id: 1 }, { id: 2 }, { id: 3 }], totalElements: 3 }));
    const result = await dataProvider.getMany('accounts', { ids: [1, 2, 3] });
    expect(requests).toEqual([
      { path: `${ACCOUNTS}/search?page=0&size=3&f%5Bid%5D%5Bin%5D=1%2C2%2C3`, method: 'GET', body: undefined },
    ]);
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it('reads a hits answer too', async () => {
    const { dataProvider } = setup(() => ({ hits: [{ _id: 'q1', _source: { status: 'Open' } }], totalHits: 1 }));
    expect(await dataProvider.getMany('quotes', { ids: ['q1'] })).toEqual({ data: [{ id: 'q1', status: 'Open' }] });
  });

  it('makes no call for no ids', async () => {
    const { dataProvider, requests } = setup();
    expect(await dataProvider.getMany('accounts', { ids: [] })).toEqual({ data: [] });
    expect(requests).toHaveLength(0);
  });
});

describe('getManyReference', () => {
  it('lists with the target filter added to the others', async () => {
    const { dataProvider, requests } = setup(() => ({ content: [{ id: 'a1' }], totalElements: 1 }));
    const result = await dataProvider.getManyReference('accounts', {
      target: 'agencyId',
      id: 'ag-9',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'Open' },
    });
    expect(requests[0].path).toBe(
      `${ACCOUNTS}/search?page=0&size=25&sort=name%2Casc&f%5Bstatus%5D%5Bin%5D=Open&f%5BagencyId%5D%5Bin%5D=ag-9`,
    );
    expect(result).toEqual({ data: [{ id: 'a1' }], total: 1 });
  });

  it('reads a hits answer too', async () => {
    const { dataProvider } = setup(() => ({ hits: [{ id: 'q1' }], totalHits: 30 }));
    const result = await dataProvider.getManyReference('quotes', {
      target: 'accountId',
      id: 'a1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 'q1' }], total: 30 });
  });
});

describe('create', () => {
  it('posts the record and returns the answer', async () => {
    const { dataProvider, requests } = setup(() => ({ id: 'a9', name: 'Acme', version: 0 }));
    const result = await dataProvider.create('accounts', { data: { name: 'Acme' } });
    expect(requests).toEqual([{ path: ACCOUNTS, method: 'POST', body: { name: 'Acme' } }]);
    expect(result).toEqual({ data: { id: 'a9', name: 'Acme', version: 0 } });
  });
});

describe('update', () => {
  it('puts the record with its version untouched and returns the answer', async () => {
    const { dataProvider, requests } = setup(() => ({ id: 'a1', name: 'Acme Ltd', version: 4 }));
    const data = { id: 'a1', name: 'Acme Ltd', version: 3 };
    const result = await dataProvider.update('accounts', {
      id: 'a1',
      data,
      previousData: { id: 'a1', name: 'Acme', version: 3 },
    });
    expect(requests).toEqual([
      { path: `${ACCOUNTS}/a1`, method: 'PUT', body: { id: 'a1', name: 'Acme Ltd', version: 3 } },
    ]);
    expect(result).toEqual({ data: { id: 'a1', name: 'Acme Ltd', version: 4 } });
  });

  it('falls back to the sent record when the answer is empty', async () => {
    const { dataProvider } = setup(() => undefined);
    const result = await dataProvider.update('accounts', {
      id: 'a1',
      data: { name: 'X', version: 1 },
      previousData: { id: 'a1' },
    });
    expect(result).toEqual({ data: { id: 'a1', name: 'X', version: 1 } });
  });
});

describe('updateMany', () => {
  it('puts each id and returns the ids', async () => {
    const { dataProvider, requests } = setup(() => ({}));
    const result = await dataProvider.updateMany('accounts', { ids: ['a1', 'a2'], data: { status: 'Closed' } });
    expect(requests).toEqual([
      { path: `${ACCOUNTS}/a1`, method: 'PUT', body: { status: 'Closed' } },
      { path: `${ACCOUNTS}/a2`, method: 'PUT', body: { status: 'Closed' } },
    ]);
    expect(result).toEqual({ data: ['a1', 'a2'] });
  });
});

describe('delete', () => {
  it('deletes by id and returns the previous data', async () => {
    const { dataProvider, requests } = setup(() => ({ id: 'a1', deleted: true }));
    const result = await dataProvider.delete('accounts', { id: 'a1', previousData: { id: 'a1', name: 'Acme' } });
    expect(requests).toEqual([{ path: `${ACCOUNTS}/a1`, method: 'DELETE', body: undefined }]);
    expect(result).toEqual({ data: { id: 'a1', name: 'Acme' } });
  });

  it('returns the answer without previous data', async () => {
    const { dataProvider } = setup(() => ({ id: 'a1', deleted: true }));
    expect(await dataProvider.delete('accounts', { id: 'a1' })).toEqual({ data: { id: 'a1', deleted: true } });
  });

  it('returns the id when neither exists', async () => {
    const { dataProvider } = setup(() => undefined);
    expect(await dataProvider.delete('accounts', { id: 'a1' })).toEqual({ data: { id: 'a1' } });
  });
});

describe('deleteMany', () => {
  it('deletes each id and returns the ids', async () => {
    const { dataProvider, requests } = setup(() => undefined);
    const result = await dataProvider.deleteMany('accounts', { ids: ['a1', 'a2'] });
    expect(requests).toEqual([
      { path: `${ACCOUNTS}/a1`, method: 'DELETE', body: undefined },
      { path: `${ACCOUNTS}/a2`, method: 'DELETE', body: undefined },
    ]);
    expect(result).toEqual({ data: ['a1', 'a2'] });
  });
});

describe('unknown resources and failures', () => {
  it.each([
    ['getList', (dp: ReturnType<typeof setup>['dataProvider']) => dp.getList('ghosts', listParams)],
    ['getOne', (dp: ReturnType<typeof setup>['dataProvider']) => dp.getOne('ghosts', { id: 1 })],
    ['create', (dp: ReturnType<typeof setup>['dataProvider']) => dp.create('ghosts', { data: {} })],
    ['deleteMany', (dp: ReturnType<typeof setup>['dataProvider']) => dp.deleteMany('ghosts', { ids: [1] })],
  ])('%s names an unknown resource', async (_verb, call) => {
    const { dataProvider, requests } = setup();
    await expect(call(dataProvider)).rejects.toThrow('Unknown resource "ghosts"');
    expect(requests).toHaveLength(0);
  });

  it('lets the HTTP client error through unchanged', async () => {
    const failure = new Error('Version conflict');
    const httpClient: HttpClient = vi.fn(async () => {
      throw failure;
    });
    const dataProvider = createDataProvider({ resources: [accountsResource], httpClient });
    await expect(
      dataProvider.update('accounts', { id: 'a1', data: { version: 1 }, previousData: { id: 'a1' } }),
    ).rejects.toBe(failure);
  });
});
