/**
 * Team selection (spec 000 §4, §2.3): which team the console works in. Kept in local storage, one entry per
 * account type; read by the data provider, which sends it with every list (`teamId`).
 */
export interface TeamOption {
  id: string;
  name: string;
  isDefault?: boolean;
}

export const ALL_TEAMS_ID = 'all';
const storageKey = (accountType: string) => `selectedTeam.${accountType}`;

/**
 * In this order: staff always All; the stored team if it is still offered; All for an account-realm token;
 * otherwise the default team, or the first.
 */
export function chooseTeam(
  teams: readonly TeamOption[],
  stored: string | null,
  caller: { isStaff: boolean; realm: 'ACCOUNT' | 'TEAM' },
): string | undefined {
  if (caller.isStaff) return ALL_TEAMS_ID;
  if (stored && teams.some((team) => team.id === stored)) return stored;
  if (caller.realm === 'ACCOUNT' && teams.some((team) => team.id === ALL_TEAMS_ID)) return ALL_TEAMS_ID;
  return (teams.find((team) => team.isDefault) ?? teams[0])?.id;
}

/** Whether two selections narrow lists alike: none selected and All both mean every team the caller may see. */
export const narrowsAlike = (a: string | undefined, b: string | undefined): boolean =>
  (a === ALL_TEAMS_ID ? undefined : a) === (b === ALL_TEAMS_ID ? undefined : b);

let current: string | undefined;
const listeners = new Set<(teamId: string | undefined) => void>();

export const teamSelection = {
  /** The selected team for list calls; undefined or `all` means every team the caller may see. */
  current: (): string | undefined => current,
  stored: (accountType: string): string | null => {
    try {
      return localStorage.getItem(storageKey(accountType));
    } catch {
      return null;
    }
  },
  /** Takes up the team stored for `accountType` while none is selected yet (a page load); tells no listener. */
  restore(accountType: string): void {
    if (current !== undefined) return;
    current = teamSelection.stored(accountType) ?? undefined;
  },
  /** Ends the session's choice (sign-out); the stored entries stay for the next sign-in of each type. */
  forget(): void {
    current = undefined;
  },
  select(accountType: string, teamId: string | undefined): void {
    current = teamId;
    try {
      if (teamId) localStorage.setItem(storageKey(accountType), teamId);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for the page only.
    }
    // A team change is broadcast (spec 000 §4).
    for (const listener of listeners) listener(teamId);
  },
  subscribe(listener: (teamId: string | undefined) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
