// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { accountsResource } from '../../../resources/accounts/declaration';
import { getAccessToken, getRefreshToken, isDeviceRemembered, saveTokens } from '../auth/tokenStore';
import { createAuthProvider, LoginStepError } from './authProvider';
import type { HttpResponse } from './httpClient';

const base64Url = (text: string): string => Buffer.from(text, 'utf-8').toString('base64url');
const claims = { sub: 'u-1', acc: 'acc-1', accType: 'AGENCY', subType: 'AGENCY', realm: 'TEAM' };
const jwt = (payload: object): string =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ ...claims, ...payload }))}.sig`;

const NOW = Date.UTC(2025, 0, 1);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

const profile = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: { id: 'r-1', name: 'Agent' },
  account: { id: 'acc-1', name: 'Northwind Agency', accountType: 'AGENCY' },
  permissions: ['account:read', 'account:update'],
};

interface Request {
  path: string;
  method: string;
  body: unknown;
}

type Answer = { status: number; json?: unknown };

function setup(answers: Record<string, Answer | (() => Answer)> = {}, clock = { now: NOW }) {
  const requests: Request[] = [];
  const httpClient = vi.fn(async (path: string, init: RequestInit = {}): Promise<HttpResponse> => {
    requests.push({
      path,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const entry = answers[path] ?? { status: 404 };
    const { status, json } = typeof entry === 'function' ? entry() : entry;
    // Mirrors the real client: a failed call rejects with react-admin's HttpError.
    if (status < 200 || status >= 300) throw new HttpError(`status ${status}`, status, json ?? null);
    return { status, headers: new Headers(), body: JSON.stringify(json), json };
  });
  const onLogout = vi.fn();
  const authProvider = createAuthProvider({
    httpClient,
    resources: [accountsResource],
    now: () => clock.now,
    onLogout,
  });
  return { authProvider, requests, onLogout, clock };
}

const tokens = { status: 200, json: { accessToken: 'access-1', refreshToken: 'refresh-1' } };

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('login', () => {
  it('posts the credentials and keeps the tokens for this tab', async () => {
    const { authProvider, requests } = setup({ '/api/auth/v1/login': tokens });
    await authProvider.login({ username: 'ada@example.com', password: 'secret-123', rememberDevice: false });
    expect(requests).toEqual([
      {
        path: '/api/auth/v1/login',
        method: 'POST',
        body: { username: 'ada@example.com', password: 'secret-123', rememberDevice: false },
      },
    ]);
    expect(getAccessToken()).toBe('access-1');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(isDeviceRemembered()).toBe(false);
  });

  it('keeps the refresh token on the device when asked to remember it', async () => {
    const { authProvider, requests } = setup({ '/api/auth/v1/login': tokens });
    await authProvider.login({ username: 'ada@example.com', password: 'secret-123', rememberDevice: true });
    expect(requests[0].body).toEqual({ username: 'ada@example.com', password: 'secret-123', rememberDevice: true });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(isDeviceRemembered()).toBe(true);
  });

  it('sends the MFA code on the second attempt', async () => {
    const { authProvider, requests } = setup({ '/api/auth/v1/login': tokens });
    await authProvider.login({ username: 'a@b.c', password: 'p', mfaCode: '123456', mfaType: 'EMAIL' });
    expect(requests[0].body).toEqual({
      username: 'a@b.c',
      password: 'p',
      rememberDevice: false,
      mfaCode: '123456',
      mfaType: 'EMAIL',
    });
  });

  it.each([
    [401, undefined, 'Login failed. Please double check your email and password.'],
    [409, { status: 409, detail: 'Your account is locked' }, 'Your account is locked'],
    [409, { status: 409 }, 'Invalid credentials. Please try again.'],
    [500, { status: 500, detail: 'boom' }, 'An unexpected error occurred. Please try again.'],
    [0, undefined, 'An unexpected error occurred. Please try again.'],
  ])('rejects a %i with the spec message', async (status, json, message) => {
    const { authProvider } = setup({ '/api/auth/v1/login': { status, json } });
    const error = await rejection(authProvider.login({ username: 'a@b.c', password: 'p' }));
    expect(error).not.toBeInstanceOf(LoginStepError);
    expect((error as Error).message).toBe(message);
    expect(getAccessToken()).toBeNull();
  });

  it.each([
    [418, 'passwordExpired'],
    [307, 'mfaRequired'],
    [412, 'emailValidation'],
  ])('rejects a %i with a login step the screen can branch on', async (status, kind) => {
    const { authProvider } = setup({ '/api/auth/v1/login': { status, json: { status } } });
    const error = await rejection(authProvider.login({ username: 'a@b.c', password: 'p' }));
    expect(error).toBeInstanceOf(LoginStepError);
    expect((error as LoginStepError).kind).toBe(kind);
  });

  it('says Email validation required. on 412', async () => {
    const { authProvider } = setup({ '/api/auth/v1/login': { status: 412 } });
    await expect(authProvider.login({ username: 'a@b.c', password: 'p' })).rejects.toThrow(
      'Email validation required.',
    );
  });

  it('rejects a success answer without tokens', async () => {
    const { authProvider } = setup({ '/api/auth/v1/login': { status: 200, json: { accessToken: 'a' } } });
    await expect(authProvider.login({ username: 'a@b.c', password: 'p' })).rejects.toThrow(
      'An unexpected error occurred. Please try again.',
    );
    expect(getAccessToken()).toBeNull();
  });

  it('forgets the previous profile', async () => {
    const { authProvider, requests } = setup({
      '/api/auth/v1/login': tokens,
      '/api/auth/v1/users/me': { status: 200, json: profile },
    });
    await authProvider.getIdentity!();
    await authProvider.login({ username: 'a@b.c', password: 'p' });
    await authProvider.getIdentity!();
    expect(requests.filter((r) => r.path === '/api/auth/v1/users/me')).toHaveLength(2);
  });
});

describe('logout', () => {
  it('clears the session, tells the shell, and sends react-admin to /login', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' }, true);
    const { authProvider, onLogout, requests } = setup({
      '/api/auth/v1/users/me': { status: 200, json: profile },
      '/api/auth/v1/logout': { status: 204, json: undefined },
    });
    await authProvider.getIdentity!();
    expect(await authProvider.logout({})).toBe('/login');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    await authProvider.getIdentity!();
    expect(requests.filter((r) => r.path === '/api/auth/v1/users/me')).toHaveLength(2);
  });

  it('revokes the refresh token on the server', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' }, false);
    const { authProvider, requests } = setup({ '/api/auth/v1/logout': { status: 204, json: undefined } });
    await authProvider.logout({});
    expect(requests).toEqual([{ path: '/api/auth/v1/logout', method: 'POST', body: { refreshToken: 'r' } }]);
  });

  it('still ends the session when the server cannot be reached', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' }, false);
    const { authProvider } = setup({ '/api/auth/v1/logout': { status: 503, json: {} } });
    expect(await authProvider.logout({})).toBe('/login');
    expect(getRefreshToken()).toBeNull();
  });

  it('asks nothing of the server without a refresh token', async () => {
    const { authProvider, requests } = setup();
    expect(await authProvider.logout({})).toBe('/login');
    expect(requests).toHaveLength(0);
  });
});

describe('checkAuth', () => {
  const loginRedirect = { redirectTo: '/login', logoutUser: false };

  it('resolves with a live access token', async () => {
    saveTokens({ accessToken: jwt({ exp: inSeconds(NOW) + 60 }), refreshToken: 'r' }, false);
    sessionStorage.removeItem('refreshToken');
    await expect(setup().authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects a token that carries no expiry, without a refresh token', async () => {
    sessionStorage.setItem('accessToken', jwt({ exp: undefined }));
    expect(await rejection(setup().authProvider.checkAuth({}))).toEqual(loginRedirect);
  });

  it('resolves with an expired access token while a refresh token exists', async () => {
    saveTokens({ accessToken: jwt({ exp: inSeconds(NOW) - 1 }), refreshToken: 'r' }, true);
    await expect(setup().authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('resolves with only a remembered refresh token', async () => {
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('rememberDevice', 'true');
    await expect(setup().authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects an expired access token without a refresh token', async () => {
    sessionStorage.setItem('accessToken', jwt({ exp: inSeconds(NOW) }));
    expect(await rejection(setup().authProvider.checkAuth({}))).toEqual(loginRedirect);
  });

  it('rejects an unreadable access token without a refresh token', async () => {
    sessionStorage.setItem('accessToken', 'not-a-jwt');
    expect(await rejection(setup().authProvider.checkAuth({}))).toEqual(loginRedirect);
  });

  it('rejects when there is no token at all', async () => {
    expect(await rejection(setup().authProvider.checkAuth({}))).toEqual(loginRedirect);
  });
});

describe('checkError', () => {
  it('ends the session on a 401', async () => {
    const { authProvider } = setup();
    await expect(authProvider.checkError(new HttpError('Token expired', 401))).rejects.toEqual({ logoutUser: true });
  });

  it.each([403, 404, 409, 500, 0])('stays signed in on a %i', async (status) => {
    const { authProvider } = setup();
    await expect(authProvider.checkError(new HttpError('x', status))).resolves.toBeUndefined();
  });

  it('stays signed in on an error without status', async () => {
    await expect(setup().authProvider.checkError(new Error('x'))).resolves.toBeUndefined();
  });
});

describe('getIdentity', () => {
  it('reads the profile and adds the full name', async () => {
    const { authProvider, requests } = setup({ '/api/auth/v1/users/me': { status: 200, json: profile } });
    expect(await authProvider.getIdentity!()).toEqual({ ...profile, fullName: 'Ada Lovelace' });
    expect(requests).toEqual([{ path: '/api/auth/v1/users/me', method: 'GET', body: undefined }]);
  });

  it('includes a middle name', async () => {
    const { authProvider } = setup({
      '/api/auth/v1/users/me': { status: 200, json: { ...profile, middleName: 'King' } },
    });
    expect((await authProvider.getIdentity!()).fullName).toBe('Ada King Lovelace');
  });

  it('asks once in 10 minutes, then again', async () => {
    const { authProvider, requests, clock } = setup({ '/api/auth/v1/users/me': { status: 200, json: profile } });
    await authProvider.getIdentity!();
    clock.now = NOW + 10 * 60 * 1000 - 1;
    await authProvider.getIdentity!();
    await authProvider.getPermissions!({});
    expect(requests).toHaveLength(1);
    clock.now = NOW + 10 * 60 * 1000 + 1;
    await authProvider.getIdentity!();
    expect(requests).toHaveLength(2);
  });

  it('rejects when the profile cannot be loaded', async () => {
    const { authProvider } = setup({ '/api/auth/v1/users/me': { status: 401 } });
    await expect(authProvider.getIdentity!()).rejects.toBeInstanceOf(HttpError);
  });
});

describe('getPermissions', () => {
  it('returns the profile permissions', async () => {
    const { authProvider } = setup({ '/api/auth/v1/users/me': { status: 200, json: profile } });
    expect(await authProvider.getPermissions!({})).toEqual(['account:read', 'account:update']);
  });

  it('returns none when the profile has none', async () => {
    const { authProvider } = setup({
      '/api/auth/v1/users/me': { status: 200, json: { ...profile, permissions: undefined } },
    });
    expect(await authProvider.getPermissions!({})).toEqual([]);
  });
});

describe('canAccess', () => {
  it.each([
    ['list', true],
    ['show', true],
    ['edit', true],
    ['create', false],
    ['delete', false],
  ])('checks the declared permission of the %s action', async (action, allowed) => {
    const { authProvider } = setup({ '/api/auth/v1/users/me': { status: 200, json: profile } });
    expect(await authProvider.canAccess!({ resource: 'accounts', action })).toBe(allowed);
  });

  it('refuses an undeclared resource', async () => {
    const { authProvider } = setup({
      '/api/auth/v1/users/me': { status: 200, json: { ...profile, permissions: ['*'] } },
    });
    expect(await authProvider.canAccess!({ resource: 'ghosts', action: 'list' })).toBe(false);
  });
});
