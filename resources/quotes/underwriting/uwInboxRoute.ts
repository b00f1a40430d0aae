/**
 * The underwriter's inbox (spec 002 §7 `search/uw-inbox`, the admin route /admin/inbox): the quotes waiting for
 * an underwriter — REFERRED, IN_REVIEW and REQUESTED — in the list shape of every search (content,
 * totalElements; paging, sort and search as usual). Underwriting's (`quote:underwrite`): an agency gets 403.
 * A status filter the caller sends narrows the inbox; it never widens it.
 */
import type { FastifyInstance } from 'fastify';
import { answerList } from '../../../src/server/resources/resourceRoutes';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { queryOf, withFilters } from '../../../src/server/resources/specPaths';
import { quotesResource } from '../declaration';
import { QUOTE_UNDERWRITE } from './permissions';

export const UW_INBOX_STATUSES = ['REFERRED', 'IN_REVIEW', 'REQUESTED'] as const;

/** The inbox statuses the caller's own status filter (`f[status][in]` or `status=`) keeps. */
function inboxStatuses(params: URLSearchParams): string[] {
  const asked = params.get('f[status][in]') ?? params.get('status');
  if (!asked) return [...UW_INBOX_STATUSES];
  const wanted = new Set(asked.split(',').map((status) => status.trim()));
  return UW_INBOX_STATUSES.filter((status) => wanted.has(status));
}

export function registerUwInboxRoute(app: FastifyInstance, { store }: ResourceContext): void {
  app.get(
    `${quotesResource.apiBase}/search/uw-inbox`,
    { config: { permission: QUOTE_UNDERWRITE }, schema: { tags: [quotesResource.name] } },
    async (request) => {
      const params = queryOf(request);
      const statuses = inboxStatuses(params);
      params.delete('status');
      // No inbox status left: a filter that matches nothing (the list conventions have no "empty in").
      return answerList(store, request, withFilters(params, { status: statuses.length ? statuses : ['-'] }));
    },
  );
}
