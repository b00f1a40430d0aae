/**
 * A resource's state machine as the server publishes it (GET {apiBase}/statuses): every action with its method,
 * path, further spec paths, from-states, resulting status and permission. The console offers what this says,
 * never its own copy.
 */
export interface MachineAction {
  action: string;
  method: string;
  /** The full path, e.g. `/api/policy/v1/cancel/:id`; the `:id` is the record's. */
  path: string;
  aliases?: readonly string[];
  /** null: from any status. */
  from: readonly string[] | null;
  /** null: no status change, or (restoresPrevious) the status before the last one. */
  to: string | null;
  restoresPrevious?: boolean;
  permission: string | readonly string[];
}

export interface PublishedMachine {
  statuses: string[];
  startStatuses: string[];
  actions: MachineAction[];
}

/** An action's path relative to the resource's API, e.g. `/uw/refer/:id` of `/api/quote/v1/uw/refer/:id`. */
export const relativePath = (apiBase: string, path: string): string =>
  path.startsWith(apiBase) ? path.slice(apiBase.length) : path;
