import type { TeamScope } from './teamScopes';

/** What every tab gets from the strip: the prefilter (`prefilterAccountId`) and the chosen team scope. */
export interface TabProps {
  prefilter: Record<string, string>;
  teamScope: TeamScope;
}
