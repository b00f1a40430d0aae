/**
 * The claim file pages' calls beyond CRUD, as data provider methods: the items of a file's parts (reserves,
 * invoices, tasks, notes, diaries), the provider's claim handlers (the edit form's choices) and the menu badge's
 * count. Its actions (close, reopen, notice only) go through the data provider's `act`;
 * the account's loss run is read with its `download` at `lossRunPath`.
 */
import { HttpError, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { defineDataProviderMethods, type MethodsOf } from '../../../src/console/providers/methods';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { ClaimFileRecord } from '../../../src/shared/generated/records';
import { CLAIMS_MGMT_ROOT, claimsManagementResource } from '../declaration';

const FILES = claimsManagementResource.apiBase;

export type Item = Record<string, unknown> & { id: string; createdBy: string; created: string };
/**
 * A claim file as the API answers it: its schema's fields and the store's, and the read-only fields the server keeps
 * beside them (../server.ts `readOnlyFields`): its status, account, policy, handler and money per reserve kind.
 */
export type ClaimFile = StoredRecord<ClaimFileRecord> & {
  status: string;
  closedDate?: string | null;
  accountName?: string | null;
  policyNumber?: string | null;
  handlerEmail?: string | null;
  handlerName?: string | null;
  reserves: Record<string, number>;
  totalReserve: number;
  invoicedTotal: number;
  paidTotal: number;
  openTasks: number;
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

/** The provider's claim handlers (spec 001 §6 "claim-handler list"). */
export const CLAIM_HANDLERS_PATH = '/api/auth/v1/users/claim-handlers';

export interface ClaimHandler {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

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

  claimHandlers: async (): Promise<ClaimHandler[]> =>
    ((await httpClient(CLAIM_HANDLERS_PATH)).json as { content: ClaimHandler[] }).content,

  /** How many files match the query: one row asked, the total read. */
  countClaimFiles: async (filters: Record<string, string>): Promise<number> =>
    (
      (await httpClient(`${FILES}?${new URLSearchParams({ ...filters, size: '1' })}`)).json as {
        totalElements: number;
      }
    ).totalElements,
}));

export const useClaimFileCalls = () => useDataProvider<PlatformDataProvider & MethodsOf<typeof claimFilesMethods>>();
