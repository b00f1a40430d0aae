/**
 * For the data provider methods' unit tests: a data provider over an HTTP client that records each request
 * (method, path, headers, body, how the answer is read) and answers what the test gives.
 */
import { createDataProvider } from './dataProvider';
import type { HttpClient, HttpRequestInit, HttpResponse } from './httpClient';
import type { MethodSource } from './methods';
import type { ResourceDeclaration } from '../../shared/resources/declaration';

export interface RecordedRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  as?: 'blob';
}

export interface FixtureAnswer {
  json?: unknown;
  blob?: Blob;
  status?: number;
  headers?: Record<string, string>;
}

const bodyOf = (body: HttpRequestInit['body']): unknown =>
  typeof body === 'string'
    ? JSON.parse(body)
    : body instanceof FormData
      ? Object.fromEntries(body.entries())
      : (body ?? undefined);

export function recordingDataProvider(
  resources: readonly ResourceDeclaration[],
  methods: readonly MethodSource[] = [],
  answer: (request: RecordedRequest) => FixtureAnswer = () => ({}),
) {
  const requests: RecordedRequest[] = [];
  const httpClient: HttpClient = async (path, init = {}): Promise<HttpResponse> => {
    const request: RecordedRequest = {
      path,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: bodyOf(init.body),
      ...(init.as ? { as: init.as } : {}),
    };
    requests.push(request);
    const { json, blob, status = 200, headers = {} } = answer(request);
    return {
      status,
      headers: new Headers(headers),
      body: json === undefined ? '' : JSON.stringify(json),
      json,
      ...(blob ? { blob } : {}),
    };
  };
  return { dataProvider: createDataProvider({ resources, httpClient, methods }), requests };
}
