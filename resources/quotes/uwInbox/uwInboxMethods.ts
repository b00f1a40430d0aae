/**
 * The underwriter's inbox over `GET /api/quote/v1/search/uw-inbox` (resources/quotes/underwriting/uwInboxRoute.ts):
 * REFERRED, IN_REVIEW and REQUESTED quotes in the list conventions of every search (page, size, sort, search,
 * `f[status][in]` narrowing the inbox), answered as `{content, totalElements}`.
 */
import { encodeListQuery } from '../../../src/shared/api/listQuery';
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { quotesResource } from '../declaration';

export const INBOX_STATUSES = ['REFERRED', 'IN_REVIEW', 'REQUESTED'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface InboxQuote {
  id: string;
  quoteNumber: string;
  companyName: string;
  product: string;
  status: string;
  totalPremium: number | null;
  needByDate: string | null;
  agencyName?: string | null;
  created: string;
}

export interface InboxPage {
  content: InboxQuote[];
  totalElements: number;
}

export interface InboxQuery {
  page: number;
  size: number;
  status?: InboxStatus;
  search?: string;
}

/** The inbox query string: the longest waiting first; one status when the user picks one. */
export const inboxParams = ({ page, size, status, search }: InboxQuery): URLSearchParams =>
  encodeListQuery({
    page,
    size,
    sort: { field: 'created', direction: 'asc' },
    search,
    filters: status ? { status: { in: [status] } } : {},
  });

export const uwInboxMethods = defineDataProviderMethods(({ httpClient }) => ({
  uwInbox: async (query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> =>
    (await httpClient(`${quotesResource.apiBase}/search/uw-inbox?${inboxParams(query)}`, { signal })).json as InboxPage,
}));

export const useUwInboxCalls = () => useDataProvider<DataProviderWith<typeof uwInboxMethods>>();
