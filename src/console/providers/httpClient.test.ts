// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { getAccessToken, getRefreshToken, isDeviceRemembered, saveTokens } from '../auth/tokenStore';
import { createHttpClient, isPublicAuthPath, PUBLIC_AUTH_PATHS } from './httpClient';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch that records what it was asked and answers through `respond`. */
function fakeFetch(respond: Responder) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body,
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const caught = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }, false);
});

describe('request headers', () => {
  it('sends JSON, timezone and bearer headers to the exact URL', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { id: 1 }));
    const http = createHttpClient({ fetch, baseUrl: 'https://api.example.test' });
    await http('/api/account/v1/account/1');
    expect(calls).toEqual([
      {
        url: 'https://api.example.test/api/account/v1/account/1',
        method: 'GET',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer access-1',
          'x-client-timezone': timeZone,
        },
        body: undefined,
      },
    ]);
  });

  it('types a JSON body and passes method and body through untouched', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { id: 7 }));
    await createHttpClient({ fetch })('/api/account/v1/account', { method: 'POST', body: '{"name":"Acme"}' });
    expect(calls).toEqual([
      {
        url: '/api/account/v1/account',
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer access-1',
          'content-type': 'application/json',
          'x-client-timezone': timeZone,
        },
        body: '{"name":"Acme"}',
      },
    ]);
  });

  it('sends no content type without a body, which the server would refuse', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    await createHttpClient({ fetch })('/api/account/v1/account/1', { method: 'DELETE' });
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer access-1',
      'x-client-timezone': timeZone,
    });
  });

  it('keeps a content type the caller chose', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await createHttpClient({ fetch })('/api/x', {
      method: 'PATCH',
      body: '[]',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(calls[0].headers['content-type']).toBe('application/merge-patch+json');
  });

  it('drops the content type for a form-data upload', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const form = new FormData();
    form.append('file', 'x');
    await createHttpClient({ fetch })('/api/docs/v1/upload', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(calls[0].headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer access-1',
      'x-client-timezone': timeZone,
    });
    expect(calls[0].body).toBe(form);
  });

  it('sends no bearer token without an access token', async () => {
    sessionStorage.clear();
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await createHttpClient({ fetch })('/api/account/v1/account/1');
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('never sends the bearer token to another host', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const http = createHttpClient({ fetch, baseUrl: 'https://api.example.test' });
    await http('https://bucket.storage.example.com/upload?sig=1', { headers: { Authorization: 'Bearer x' } });
    await http('https://api.example.test/api/account/v1/account/1');
    expect(calls[0].url).toBe('https://bucket.storage.example.com/upload?sig=1');
    expect(calls[0].headers.authorization).toBeUndefined();
    expect(calls[1].headers.authorization).toBe('Bearer access-1');
  });
});

describe('public auth paths', () => {
  it.each([
    '/api/auth/v1/login',
    '/api/auth/v1/login/status',
    '/api/auth/v1/token/refresh',
    '/api/auth/v1/signup?validationToken=t',
    '/api/auth/v1/join?validationToken=t',
    '/api/auth/v1/sso',
    '/api/auth/v1/sso/token',
    '/api/auth/v1/sso/enabled/a%40b.com',
    '/api/auth/v1/validationTokens/t1',
    '/api/auth/v1/passwords/a%40b.com/reset?g-recaptcha-response=x',
    '/api/auth/v1/confirm',
    '/api/auth/v1/confirmMfaReset/t',
    '/api/auth/v1/checkPasswordReset/t',
    '/api/auth/v1/validatePasswordReset/t',
    '/api/auth/v1/checkUserInvited/t',
    '/api/auth/v1/validateUserInvited/t',
    '/api/auth/v1/application-signed',
  ])('%s is public', (path) => {
    expect(isPublicAuthPath(path)).toBe(true);
  });

  it.each([
    '/api/auth/v1/users/me',
    '/api/auth/v1/loginx',
    '/api/auth/v1/token/refreshed',
    '/api/auth/v1/mfa/update',
    '/api/auth/v1/login/../users/me',
    '/api/account/v1/account/search',
  ])('%s is not public', (path) => {
    expect(isPublicAuthPath(path)).toBe(false);
  });

  it('keeps the list in one constant', () => {
    expect(PUBLIC_AUTH_PATHS).toContain('/api/auth/v1/login');
  });

  it('sends no bearer token on a public path', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await createHttpClient({ fetch })('/api/auth/v1/login', { method: 'POST', body: '{}' });
    expect(calls[0].headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-client-timezone': timeZone,
    });
  });
});

describe('successful answers', () => {
  it('returns status, headers, raw text and parsed JSON', async () => {
    const { fetch } = fakeFetch(() => json(200, { id: 1 }, { 'X-Total': '5' }));
    const answer = await createHttpClient({ fetch })('/api/x');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-total')).toBe('5');
    expect(answer.body).toBe('{"id":1}');
    expect(answer.json).toEqual({ id: 1 });
  });

  it('leaves json undefined for an empty or non-JSON answer', async () => {
    const { fetch } = fakeFetch((call) =>
      call.url === '/a' ? new Response(null, { status: 204 }) : new Response('ok'),
    );
    const http = createHttpClient({ fetch });
    expect(await http('/a')).toMatchObject({ status: 204, body: '', json: undefined });
    expect(await http('/b')).toMatchObject({ status: 200, body: 'ok', json: undefined });
  });

  it('reads the bytes of a file asked for as a blob, with the token, renewing an expired one first', async () => {
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.endsWith('/token/refresh')) return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      if (call.headers.authorization === 'Bearer access-1') return json(401, { message: 'expired' });
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' },
      });
    });
    const answer = await createHttpClient({ fetch })('/api/docs/v1/quote/q1/proposal', {
      as: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    expect(await answer.blob?.text()).toBe('%PDF-1.7');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
    expect(calls.map((call) => [call.url, call.headers.authorization, call.headers.accept])).toEqual([
      ['/api/docs/v1/quote/q1/proposal', 'Bearer access-1', 'application/pdf'],
      ['/api/auth/v1/token/refresh', undefined, 'application/json'],
      ['/api/docs/v1/quote/q1/proposal', 'Bearer access-2', 'application/pdf'],
    ]);
  });

  it("reads a refused file request as text, so the error carries the server's message", async () => {
    const { fetch } = fakeFetch(() => json(404, { message: 'No such document' }));
    const error = await caught(createHttpClient({ fetch })('/api/docs/v1/download?docId=x', { as: 'blob' }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('No such document');
  });
});

describe('refresh on 401', () => {
  /** The API accepts only `access-2`; the refresh endpoint answers with the given status. */
  const apiWithRefresh = (refreshStatus = 200) =>
    fakeFetch((call) => {
      if (call.url === '/api/auth/v1/token/refresh') {
        return refreshStatus === 200
          ? json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' })
          : json(refreshStatus, { status: refreshStatus, detail: 'Refresh token expired' });
      }
      return call.headers.authorization === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { status: 401, detail: 'Token expired' });
    });

  it('refreshes once and retries the original request', async () => {
    const { fetch, calls } = apiWithRefresh();
    const onRefresh = vi.fn();
    const answer = await createHttpClient({ fetch, onRefresh })('/api/account/v1/account', {
      method: 'PUT',
      body: '{"version":3}',
    });
    expect(answer.json).toEqual({ ok: true });
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization, c.body])).toEqual([
      ['PUT', '/api/account/v1/account', 'Bearer access-1', '{"version":3}'],
      ['POST', '/api/auth/v1/token/refresh', undefined, '{"refreshToken":"refresh-1"}'],
      ['PUT', '/api/account/v1/account', 'Bearer access-2', '{"version":3}'],
    ]);
    expect(calls[1].headers['content-type']).toBe('application/json');
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(isDeviceRemembered()).toBe(false);
    expect(onRefresh).toHaveBeenCalledWith({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('keeps the remember-device choice for the new pair', async () => {
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }, true);
    const { fetch } = apiWithRefresh();
    await createHttpClient({ fetch })('/api/x');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(isDeviceRemembered()).toBe(true);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { fetch, calls } = apiWithRefresh();
    const http = createHttpClient({ fetch });
    const answers = await Promise.all([http('/api/a'), http('/api/b'), http('/api/c')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(calls.filter((c) => c.url === '/api/auth/v1/token/refresh')).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('retries without refreshing when another call already refreshed', async () => {
    const { fetch, calls } = fakeFetch((call) => {
      if (call.headers.authorization === 'Bearer access-2') return json(200, {});
      // The token changes while this call is in flight.
      saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }, false);
      return json(401, {});
    });
    await createHttpClient({ fetch })('/api/a');
    expect(calls.map((c) => c.url)).toEqual(['/api/a', '/api/a']);
  });

  it('clears the tokens and throws the 401 when the refresh fails', async () => {
    const { fetch, calls } = apiWithRefresh(401);
    const error = await caught(createHttpClient({ fetch })('/api/a'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Token expired');
    expect(calls.map((c) => c.url)).toEqual(['/api/a', '/api/auth/v1/token/refresh']);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('treats an answer without tokens as a failed refresh', async () => {
    const { fetch } = fakeFetch((call) =>
      call.url === '/api/auth/v1/token/refresh' ? json(200, { accessToken: 'only-one' }) : json(401, {}),
    );
    const error = await caught(createHttpClient({ fetch })('/api/a'));
    expect(error.status).toBe(401);
    expect(getAccessToken()).toBeNull();
  });

  it('retries only once', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url === '/api/auth/v1/token/refresh'
        ? json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' })
        : json(401, { detail: 'Still no' }),
    );
    const error = await caught(createHttpClient({ fetch })('/api/a'));
    expect(error.status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['/api/a', '/api/auth/v1/token/refresh', '/api/a']);
  });

  it('does not refresh without a refresh token', async () => {
    sessionStorage.removeItem('refreshToken');
    const { fetch, calls } = apiWithRefresh();
    const error = await caught(createHttpClient({ fetch })('/api/a'));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it('does not refresh after a 401 from a public path', async () => {
    const { fetch, calls } = apiWithRefresh();
    const error = await caught(createHttpClient({ fetch })('/api/auth/v1/login', { method: 'POST', body: '{}' }));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(getRefreshToken()).toBe('refresh-1');
  });
});

describe('errors', () => {
  it('maps a 400 into react-admin form errors and keeps the server body', async () => {
    const server = {
      status: 400,
      detail: '[VAL-1] Please fix the highlighted fields',
      errors: [
        { field: 'name', detail: 'Name is required' },
        { field: 'address.city', detail: 'City is required' },
        { field: 'contacts[1].email', detail: 'Email is invalid' },
        { field: 'name', detail: 'Name is too short' },
      ],
    };
    const { fetch } = fakeFetch(() => json(400, server));
    const error = await caught(createHttpClient({ fetch })('/api/x', { method: 'POST', body: '{}' }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Please fix the highlighted fields');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      status: 400,
      detail: '[VAL-1] Please fix the highlighted fields',
      fieldErrors: server.errors,
      errors: {
        name: 'Name is required, Name is too short',
        'address.city': 'City is required',
        'contacts.1.email': 'Email is invalid',
        root: { serverError: 'Please fix the highlighted fields' },
      },
    });
  });

  it('gives a detail-only answer a root server error', async () => {
    const { fetch } = fakeFetch(() => json(409, { status: 409, detail: 'Version conflict' }));
    const error = await caught(createHttpClient({ fetch })('/api/x'));
    expect(error.message).toBe('Version conflict');
    expect(error.body).toEqual({
      status: 409,
      detail: 'Version conflict',
      errors: { root: { serverError: 'Version conflict' } },
    });
  });

  it('hides a server failure behind the generic text and gives the form nothing', async () => {
    const { fetch } = fakeFetch(() => json(503, { status: 503, detail: 'db down', errors: ['pool exhausted'] }));
    const error = await caught(createHttpClient({ fetch })('/api/x'));
    expect(error.message).toBe('Our servers seem to be having trouble. Please try again later.');
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ status: 503, detail: 'db down', fieldErrors: ['pool exhausted'] });
  });

  it('keeps a text answer as the body', async () => {
    const { fetch } = fakeFetch(() => new Response('Rate limit exceeded', { status: 429 }));
    const error = await caught(createHttpClient({ fetch })('/api/x'));
    expect(error.message).toBe('Rate limit exceeded');
    expect(error.body).toBe('Rate limit exceeded');
  });

  it('uses the default text and a null body for an empty answer', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 404 }));
    const error = await caught(createHttpClient({ fetch })('/api/x'));
    expect(error.message).toBe('An error has occurred. Please try again later.');
    expect(error.status).toBe(404);
    expect(error.body).toBeNull();
  });

  it('turns an aborted call into Request Cancelled with status 0', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch } = fakeFetch(() => json(200, {}));
    const error = await caught(createHttpClient({ fetch })('/api/x', { signal: controller.signal }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Request Cancelled');
    expect(error.status).toBe(0);
  });

  it('turns an unreachable server into the default text with status 0', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(createHttpClient({ fetch })('/api/x'));
    expect(error.message).toBe('An error has occurred. Please try again later.');
    expect(error.status).toBe(0);
  });
});
