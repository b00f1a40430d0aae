/** The claim file calls of the console, over its one HTTP client (bearer token, refresh, HttpError). */
import { HttpError } from 'react-admin';
import { getAccessToken } from '../../../src/console/auth/tokenStore';
import { saveResponse } from '../../../src/console/export/saveFile';
import { httpClient } from '../../../src/console/providers/instances';
import { CLAIMS_MGMT_ROOT, claimsManagementResource } from '../declaration';

const FILES = claimsManagementResource.apiBase;

export type Item = Record<string, unknown> & { id: string; createdBy: string; created: string };
export type ClaimFile = Record<string, unknown> & {
  id: string;
  version: number;
  status: string;
  accountId: string;
  reportedDate: string;
  reserves: Record<string, number>;
};

export interface FieldProblem {
  field: string;
  detail: string;
}

/** The field errors of a refused write (400), else none. */
export const fieldProblems = (error: unknown): FieldProblem[] =>
  error instanceof HttpError ? ((error.body as { errors?: FieldProblem[] } | undefined)?.errors ?? []) : [];

const json = (body: unknown) => ({ body: JSON.stringify(body) });

export const listItems = async (fileId: string, segment: string): Promise<Item[]> =>
  ((await httpClient(`${FILES}/${fileId}/${segment}`)).json as { content: Item[] }).content;

export const addItem = async (fileId: string, segment: string, body: Record<string, unknown>): Promise<Item> =>
  (await httpClient(`${FILES}/${fileId}/${segment}`, { method: 'POST', ...json(body) })).json as Item;

export const updateItem = async (fileId: string, segment: string, itemId: string, body: Record<string, unknown>): Promise<Item> =>
  (await httpClient(`${FILES}/${fileId}/${segment}/${itemId}`, { method: 'PUT', ...json(body) })).json as Item;

export const actOn = async (fileId: string, action: 'close' | 'reopen' | 'noticeonly', body: Record<string, unknown>): Promise<ClaimFile> =>
  (await httpClient(`${FILES}/${fileId}/${action}`, { method: 'POST', ...json(body) })).json as ClaimFile;

/** The loss run of one account as a PDF, saved under the server's file name. */
export async function downloadLossRun(accountId: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${CLAIMS_MGMT_ROOT}/lossrun?accountId=${encodeURIComponent(accountId)}`, {
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(String(response.status));
  await saveResponse(response, 'loss-run.pdf');
}
