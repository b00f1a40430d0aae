/**
 * The quote's state machine as the server publishes it (GET /api/quote/v1/statuses): every action with its method,
 * path, from-states, resulting status and permission. The console offers what this says, never its own copy.
 */
export interface MachineAction {
  action: string;
  method: string;
  /** `/api/quote/v1/uw/refer/:id`; the `:id` is the quote's. */
  path: string;
  /** null: from any status. */
  from: readonly string[] | null;
  to: string | null;
  permission: string | readonly string[];
}

export interface QuoteMachine {
  statuses: string[];
  startStatuses: string[];
  actions: MachineAction[];
}

export const QUOTE_API = '/api/quote/v1';

/** The machine's path of an action, relative to the quote API, e.g. `/uw/refer/:id`. */
export const relativePath = (path: string): string => (path.startsWith(QUOTE_API) ? path.slice(QUOTE_API.length) : path);
