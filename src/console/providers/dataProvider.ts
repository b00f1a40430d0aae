/**
 * react-admin's DataProvider over the platform API. Nothing here is resource-specific: each resource's
 * address comes from its declaration, so adding a resource never means touching this file.
 *
 *   getList / getManyReference   GET    {apiBase}/search?{list query}
 *   getMany                      GET    {apiBase}/search?page=0&size=n&f[id][in]=…
 *   getOne                       GET    {apiBase}/{id}
 *   create                       POST   {apiBase}
 *   update / updateMany          PUT    {apiBase}/{id}
 *   delete / deleteMany          DELETE {apiBase}/{id}
 *
 * Beyond CRUD, the platform's methods (coreMethods.ts: lifecycle, act, download, bytes, history; and the features'
 * own: find, pictures, MFA enrolment, forms, my teams, dashboard figures, UI settings, the console version) and those the resources
 * contribute (methods.ts), merged in.
 */
import type { DataProvider, Identifier } from 'react-admin';
import { encodeListQuery } from '../../shared/api/listQuery';
import type { ListQuery } from '../../shared/api/types';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import { coreMethods } from './coreMethods';
import { dashboardMethods } from '../shell/dashboard/dashboardMethods';
import type { findMethods } from '../search/findMethods';
import { formMethods } from '../forms/formMethods';
import type { invitationMethods } from '../invitations/invitationMethods';
import type { jumpMethods } from '../auth/jumpMethods';
import type { mfaMethods } from '../profile/mfa/mfaMethods';
import type { pictureMethods } from '../pictures/pictureMethods';
import { teamMethods } from '../teams/teamMethods';
import { uiSettingsMethods } from '../settings/uiSettingsMethods';
import { versionMethods } from '../versionWatch/versionMethods';
import type { HttpClient } from './httpClient';
import {
  lazyDataProviderMethods,
  mergeMethods,
  type DataProviderWith,
  type MethodsOf,
  type MethodSource,
} from './methods';
import { readListPage } from './readListPage';
import { ALL_TEAMS_ID, teamSelection } from '../teams/teamSelection';
import { toListQuery, type ReactAdminListParams } from './toListQuery';

export interface DataProviderOptions {
  resources: readonly ResourceDeclaration[];
  httpClient: HttpClient;
  /** The resources' own methods beyond CRUD (their console declarations' `dataProviderMethods`). */
  methods?: readonly MethodSource[];
}

/** The data provider with the platform's methods; a resource's hook adds its own contribution's types. */
export type PlatformDataProvider = DataProviderWith<typeof coreMethods> &
  MethodsOf<typeof findMethods> &
  MethodsOf<typeof pictureMethods> &
  MethodsOf<typeof mfaMethods> &
  MethodsOf<typeof formMethods> &
  MethodsOf<typeof teamMethods> &
  MethodsOf<typeof dashboardMethods> &
  MethodsOf<typeof uiSettingsMethods> &
  MethodsOf<typeof versionMethods> &
  MethodsOf<typeof jumpMethods> &
  MethodsOf<typeof invitationMethods>;

/**
 * The platform's contributions beyond CRUD, each from its feature's folder. Those called as a page opens come with
 * the shell (the core ones, the forms', teams, UI settings, the version poll, the dashboard's figures): loaded on
 * first use, they would hold the page's first request back by one more. The others (search, pictures, MFA
 * enrolment, jump-in, invitations) are first called on a user's action and load then.
 */
export const platformMethods: readonly MethodSource[] = [
  coreMethods,
  lazyDataProviderMethods(['find'], () => import('../search/findMethods').then((module) => module.findMethods)),
  lazyDataProviderMethods(['uploadPicture', 'cropPicture', 'removePicture'], () =>
    import('../pictures/pictureMethods').then((module) => module.pictureMethods),
  ),
  lazyDataProviderMethods(['startMfaEnrolment', 'verifyMfaEnrolment'], () =>
    import('../profile/mfa/mfaMethods').then((module) => module.mfaMethods),
  ),
  formMethods,
  teamMethods,
  dashboardMethods,
  uiSettingsMethods,
  versionMethods,
  lazyDataProviderMethods(['jumpToken'], () => import('../auth/jumpMethods').then((module) => module.jumpMethods)),
  lazyDataProviderMethods(['sendSignUpInvitation'], () =>
    import('../invitations/invitationMethods').then((module) => module.invitationMethods),
  ),
];

const recordPath = (apiBase: string, id: Identifier): string => `${apiBase}/${encodeURIComponent(String(id))}`;

export function createDataProvider({ resources, httpClient, methods = [] }: DataProviderOptions): PlatformDataProvider {
  const declarationOf = (resource: string): ResourceDeclaration => {
    const declaration = resources.find((candidate) => candidate.name === resource);
    if (!declaration) throw new Error(`Unknown resource "${resource}": no resource declaration has that name`);
    return declaration;
  };

  const search = async (resource: string, query: ListQuery, signal?: AbortSignal, teamScope?: string) => {
    const { apiBase } = declarationOf(resource);
    const params = encodeListQuery(query);
    // The header's team choice narrows lists of team-owned records (the server ignores it elsewhere).
    const teamId = teamSelection.current();
    if (teamId && teamId !== ALL_TEAMS_ID) params.set('teamId', teamId);
    // A list may ask for a team scope of spec 002 §2 (`meta.teamScope`: the agency dashboard's tables).
    if (teamScope) params.set('teamScope', teamScope);
    const url = `${apiBase}/search?${params.toString()}`;
    const { json } = await httpClient(url, { signal });
    return readListPage(json, url);
  };

  /**
   * A list page for react-admin. When the total is only "at least n" (the server stops counting at a limit),
   * react-admin gets no total, which switches its pagination to next/previous (no last page it cannot know),
   * and `meta.totalAtLeast` for the "of n+" label.
   */
  const list = async (
    resource: string,
    params: ReactAdminListParams & { signal?: AbortSignal; meta?: { teamScope?: string } },
  ) => {
    const query = toListQuery(declarationOf(resource), params);
    const { data, total, atLeast } = await search(resource, query, params.signal, params.meta?.teamScope);
    if (!atLeast) return { data, total };
    return {
      data,
      pageInfo: { hasPreviousPage: query.page > 0, hasNextPage: (query.page + 1) * query.size < total },
      meta: { totalAtLeast: total },
    };
  };

  const write = async (method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const { json } = await httpClient(path, {
      method,
      ...(data === undefined ? {} : { body: JSON.stringify(data) }),
    });
    return json;
  };

  // The answers are untyped JSON; react-admin's generics ask the caller to vouch for the record type.
  const provider: DataProvider = {
    getList: async (resource, params) => (await list(resource, params)) as any,

    getManyReference: async (resource, params) =>
      (await list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as any,

    getMany: async (resource, params) => {
      // size must be at least 1, and asking for nothing needs no call.
      if (params.ids.length === 0) return { data: [] };
      const query: ListQuery = { page: 0, size: params.ids.length, filters: { id: { in: params.ids.map(String) } } };
      const { data } = await search(resource, query, params.signal);
      return { data } as any;
    },

    getOne: async (resource, params) => {
      const { json } = await httpClient(recordPath(declarationOf(resource).apiBase, params.id), {
        signal: params.signal,
      });
      return { data: json } as any;
    },

    create: async (resource, params) =>
      ({ data: await write('POST', declarationOf(resource).apiBase, params.data) }) as any,

    // `version` travels inside params.data untouched: the server uses it to refuse a stale overwrite.
    update: async (resource, params) => {
      const json = await write('PUT', recordPath(declarationOf(resource).apiBase, params.id), params.data);
      return { data: json ?? { ...params.data, id: params.id } } as any;
    },

    updateMany: async (resource, params) => {
      const { apiBase } = declarationOf(resource);
      await Promise.all(params.ids.map((id) => write('PUT', recordPath(apiBase, id), params.data)));
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const json = await write('DELETE', recordPath(declarationOf(resource).apiBase, params.id));
      return { data: params.previousData ?? json ?? { id: params.id } } as any;
    },

    deleteMany: async (resource, params) => {
      const { apiBase } = declarationOf(resource);
      await Promise.all(params.ids.map((id) => write('DELETE', recordPath(apiBase, id))));
      return { data: params.ids };
    },
  };
  const context = { httpClient, declarationOf, apiBaseOf: (resource: string) => declarationOf(resource).apiBase };
  const extra = mergeMethods([...platformMethods, ...methods], context, Object.keys(provider));
  return { ...provider, ...extra } as PlatformDataProvider;
}
