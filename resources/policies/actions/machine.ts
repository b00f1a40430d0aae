/**
 * The policy's state machine as the server publishes it (GET /api/policy/v1/statuses): every action with its
 * method, path, further spec paths, from-states, resulting status and permission. The console offers what this
 * says, never its own copy.
 */
export interface MachineAction {
  action: string;
  method: string;
  /** `/api/policy/v1/cancel/:id`; the `:id` is the policy's. */
  path: string;
  aliases?: readonly string[];
  /** null: from any status. */
  from: readonly string[] | null;
  /** null: no status change, or (restoresPrevious) the status before the cancellation. */
  to: string | null;
  restoresPrevious?: boolean;
  permission: string | readonly string[];
}

export interface PolicyMachine {
  statuses: string[];
  startStatuses: string[];
  actions: MachineAction[];
}

export const POLICY_API = '/api/policy/v1';

/** The machine's path of an action, relative to the policy API, e.g. `/cancel/:id`. */
export const relativePath = (path: string): string => (path.startsWith(POLICY_API) ? path.slice(POLICY_API.length) : path);
