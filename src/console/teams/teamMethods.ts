/**
 * The header's team selector, a platform method of the data provider:
 *
 *   myTeams()        GET /api/auth/v1/teams/my        the teams the signed-in user may choose from
 */
import { defineDataProviderMethods } from '../providers/methods';
import type { TeamOption } from './teamSelection';

export const teamMethods = defineDataProviderMethods(({ httpClient }) => ({
  myTeams: async (): Promise<TeamOption[]> =>
    ((await httpClient('/api/auth/v1/teams/my')).json as { content?: TeamOption[] }).content ?? [],
}));
