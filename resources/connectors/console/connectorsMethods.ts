/** The connector page's calls (spec 001 §7 `/api/connector/v1`), as data provider methods. */
import { HttpError, useDataProvider } from 'react-admin';
import type { HttpRequestInit } from '../../../src/console/providers/httpClient';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';

/** The connector API's root (the resource's records live under its `/connection`). */
const API = '/api/connector/v1';

export type CredentialKind = 'password' | 'apiKey' | 'token' | 'oauth' | 'aws' | 'managed';
export interface CatalogueEntry {
  connectorType: string;
  name: string;
  category: string;
  credentials: CredentialKind;
  description: string;
}
export interface Connection {
  id: string;
  connectorType: string;
  connectorId: string;
  connectorStatus: string;
  created: string;
  metadata: Record<string, unknown>;
}
export interface ClientAccount {
  id: string;
  name: string;
}
export type FieldErrors = Record<string, string>;

export const connectorsMethods = defineDataProviderMethods(({ httpClient }) => {
  const json = async <T>(path: string, init?: HttpRequestInit): Promise<T> => (await httpClient(path, init)).json as T;
  const post = <T>(path: string, body: unknown) => json<T>(path, { method: 'POST', body: JSON.stringify(body) });
  return {
    connectorCatalogue: () => json<CatalogueEntry[]>(`${API}/connectors/all`),
    connections: async (accountId: string) =>
      (await json<{ content: Connection[] }>(`${API}/account/${encodeURIComponent(accountId)}?size=100`)).content,
    connectorConsent: async (accountId: string) =>
      (await json<{ agreement: boolean }>(`${API}/consent/${encodeURIComponent(accountId)}`)).agreement,
    /** The client accounts to pick from. */
    connectorAccounts: async () =>
      (await json<{ content: ClientAccount[] }>('/api/account/v1/account/search?size=100&sort=name,asc')).content,
    awsRegions: () => json<{ value: string; label: string }[]>(`${API}/aws/regions`),
    giveConnectorConsent: (accountId: string) => post<unknown>(`${API}/consent`, { accountId, agreement: true }),
    addConnection: (connectorType: string, body: Record<string, unknown>) =>
      post<Connection & { redirectUrl?: string }>(
        `${API}/connections?connectorType=${encodeURIComponent(connectorType)}`,
        body,
      ),
    removeConnection: (id: string) =>
      json<{ message: string }>(`${API}/connections/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  };
});

export const useConnectorCalls = () => useDataProvider<DataProviderWith<typeof connectorsMethods>>();

/** The field messages of a 400 answer, by field. */
export function fieldErrorsOf(failure: unknown): FieldErrors {
  const errors =
    failure instanceof HttpError
      ? (failure.body as { errors?: { field: string; detail: string }[] } | undefined)?.errors
      : undefined;
  return Object.fromEntries((Array.isArray(errors) ? errors : []).map((error) => [error.field, error.detail]));
}

/** A refusal by the tool itself (502): the spec's "Failed to connect" toast rather than "Failed to add". */
export const isConnectFailure = (failure: unknown) => failure instanceof HttpError && failure.status === 502;
