/**
 * The single door from the console to the API (spec 000 §7.1). It adds the headers every call needs, keeps
 * the session alive across an access-token expiry, and turns failures into react-admin's HttpError so that
 * notifications and form errors work without per-screen code.
 */
import { HttpError } from 'react-admin';
import { chooseErrorMessage, REQUEST_CANCELLED_MESSAGE } from '../../shared/api/errorMessage';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  isDeviceRemembered,
  saveTokens,
  type TokenPair,
} from '../auth/tokenStore';
import { markSessionExpired } from '../auth/sessionExpiry';
import { toHttpErrorBody } from './httpErrorBody';
import { isPublicAuthPath } from './publicPaths';

export { PUBLIC_AUTH_PATHS, isPublicAuthPath } from './publicPaths';

export const TOKEN_REFRESH_PATH = '/api/auth/v1/token/refresh';

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The raw text of the answer. */
  body: string;
  /** The parsed answer; undefined when it is empty or not JSON. */
  json: unknown;
  /** The answer's bytes, when the call asked for them (`as: 'blob'`): a file, an image. */
  blob?: Blob;
}

/** A request; `as: 'blob'` reads a successful answer as bytes (a refusal is still read as text). */
export type HttpRequestInit = RequestInit & { as?: 'blob' };

export type HttpClient = (path: string, init?: HttpRequestInit) => Promise<HttpResponse>;

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Prefix for relative paths; empty means the console's own origin. */
  baseUrl?: string;
  /** Told about every new token pair, e.g. so a background refresher can reschedule itself. */
  onRefresh?: (tokens: TokenPair) => void;
}

/** The browser's time zone, read once per page load: building the formatter each call cost a few ms per request. */
let timeZone: string | undefined;
const clientTimeZone = (): string => (timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

const isAbsoluteUrl = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path);

const parseJson = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isCancellation = (error: unknown, signal?: AbortSignal | null): boolean =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up per call, not captured, so a test or polyfill that replaces fetch later is honoured.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const ownOrigin = (): string | undefined =>
    isAbsoluteUrl(baseUrl) ? new URL(baseUrl).origin : globalThis.location?.origin;

  // The bearer token is for our API only: never hand it to another host such as a file-storage bucket.
  const mayCarryToken = (path: string): boolean =>
    !isPublicAuthPath(path) && (!isAbsoluteUrl(path) || new URL(path).origin === ownOrigin());

  const buildHeaders = (init: RequestInit, token: string | null): Headers => {
    const headers = new Headers(init.headers);
    // The browser must write the multipart boundary itself, so a form-data upload gets no content type.
    // A request without a body gets none either: there is nothing to describe, and the API server (Fastify)
    // refuses a bodiless DELETE or POST that claims to carry JSON with a 400.
    if (init.body instanceof FormData) headers.delete('Content-Type');
    else if (init.body != null && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('X-Client-Timezone', clientTimeZone());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return headers;
  };

  /** One round trip; a cancelled or unreachable call becomes an HttpError with status 0. */
  const send = async (path: string, { as, ...init }: HttpRequestInit, token: string | null) => {
    const url = isAbsoluteUrl(path) ? path : `${baseUrl}${path}`;
    try {
      const response = await fetchImpl(url, { ...init, headers: buildHeaders(init, token) });
      if (as === 'blob' && response.ok) return { response, text: '', json: undefined, blob: await response.blob() };
      const text = await response.text();
      return { response, text, json: parseJson(text), blob: undefined };
    } catch (error) {
      if (isCancellation(error, init.signal)) throw new HttpError(REQUEST_CANCELLED_MESSAGE, 0, null);
      throw new HttpError(chooseErrorMessage({}), 0, null);
    }
  };

  const toHttpError = (status: number, json: unknown, text: string): HttpError =>
    new HttpError(chooseErrorMessage({ status, body: json ?? text }), status, toHttpErrorBody(status, json, text));

  let pendingRefresh: Promise<void> | null = null;

  const refresh = async (): Promise<void> => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    const { response, json } = await send(
      TOKEN_REFRESH_PATH,
      { method: 'POST', body: JSON.stringify({ refreshToken }) },
      null,
    );
    const pair = json as Partial<TokenPair> | undefined;
    if (!response.ok || typeof pair?.accessToken !== 'string' || typeof pair.refreshToken !== 'string') {
      throw new Error(`Token refresh failed with status ${response.status}`);
    }
    const tokens = { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
    saveTokens(tokens, isDeviceRemembered());
    options.onRefresh?.(tokens);
  };

  // Several calls expiring together must not each spend the refresh token: the server may rotate it.
  const refreshOnce = (): Promise<void> =>
    (pendingRefresh ??= refresh().finally(() => {
      pendingRefresh = null;
    }));

  return async function httpClient(path: string, init: HttpRequestInit = {}): Promise<HttpResponse> {
    const withToken = mayCarryToken(path);
    const sentToken = withToken ? getAccessToken() : null;
    let { response, text, json, blob } = await send(path, init, sentToken);

    if (response.status === 401 && withToken && getRefreshToken()) {
      const current = getAccessToken();
      // A call that left before another one refreshed only needs the newer token, not a second refresh.
      const alreadyRefreshed = current !== null && current !== sentToken;
      if (!alreadyRefreshed) {
        try {
          await refreshOnce();
        } catch {
          // A remembered device expected to stay signed in: the login screen says why it did not.
          if (isDeviceRemembered()) markSessionExpired();
          clearTokens();
          throw toHttpError(response.status, json, text);
        }
      }
      ({ response, text, json, blob } = await send(path, init, getAccessToken()));
    }

    if (!response.ok) throw toHttpError(response.status, json, text);
    return { status: response.status, headers: response.headers, body: text, json, ...(blob ? { blob } : {}) };
  };
}
