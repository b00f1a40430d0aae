/** Team scopes of the dashboard lists (spec 002 §2), sent as `teamScope` with each list call. */
export const TEAM_SCOPES = ['CURRENT_TEAM', 'ALL_MY_TEAMS', 'MY_AGENCY'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** CURRENT_TEAM: the header's team; ALL_MY_TEAMS: every team of the user; MY_AGENCY: the whole agency. */
export const DEFAULT_TEAM_SCOPE: TeamScope = 'CURRENT_TEAM';
