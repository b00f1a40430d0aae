/**
 * The app bar's search, a platform method of the data provider:
 *
 *   find(term)        GET /api/search/v1/find?search=*term*       matches in every findable resource
 */
import { wrapSearch } from '../../shared/api/listQuery';
import { FIND_PATH, type FindAnswer } from '../../shared/search/find';
import { defineDataProviderMethods } from '../providers/methods';

export const findMethods = defineDataProviderMethods(({ httpClient }) => ({
  find: async (term: string, params: { signal?: AbortSignal } = {}): Promise<FindAnswer> =>
    (await httpClient(`${FIND_PATH}?search=${encodeURIComponent(wrapSearch(term))}`, { signal: params.signal }))
      .json as FindAnswer,
}));
