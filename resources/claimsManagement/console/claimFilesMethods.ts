/**
 * The claim file page's calls beyond CRUD, as data provider methods: the items of a file's parts (reserves,
 * invoices, tasks, notes, diaries). Its actions (close, reopen, notice only) go through the data provider's `act`;
 * the account's loss run is read with its `download` at `lossRunPath`.
 */
import { HttpError, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { defineDataProviderMethods, type MethodsOf } from '../../../src/console/providers/methods';
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
  error instanceof HttpError ? ((error.body as { fieldErrors?: FieldProblem[] } | undefined)?.fieldErrors ?? []) : [];

/** The loss run of one account as a PDF. */
export const lossRunPath = (accountId: string): string =>
  `${CLAIMS_MGMT_ROOT}/lossrun?accountId=${encodeURIComponent(accountId)}`;

const json = (body: unknown) => ({ body: JSON.stringify(body) });

export const claimFilesMethods = defineDataProviderMethods(({ httpClient }) => ({
  claimItems: async (fileId: string, segment: string): Promise<Item[]> =>
    ((await httpClient(`${FILES}/${fileId}/${segment}`)).json as { content: Item[] }).content,

  addClaimItem: async (fileId: string, segment: string, body: Record<string, unknown>): Promise<Item> =>
    (await httpClient(`${FILES}/${fileId}/${segment}`, { method: 'POST', ...json(body) })).json as Item,

  updateClaimItem: async (
    fileId: string,
    segment: string,
    itemId: string,
    body: Record<string, unknown>,
  ): Promise<Item> =>
    (await httpClient(`${FILES}/${fileId}/${segment}/${itemId}`, { method: 'PUT', ...json(body) })).json as Item,
}));

export const useClaimFileCalls = () => useDataProvider<PlatformDataProvider & MethodsOf<typeof claimFilesMethods>>();
