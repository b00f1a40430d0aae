import { stripBracketedPrefix } from '../../../shared/api/errorMessage';

/** Spec 000 §8 "Workflow", texts as the spec writes them. */
export const WORKFLOW_MAINTENANCE = 'Site Under Maintainence!';
export const WORKFLOW_NOT_AUTHENTICATED = 'Not able to authenticate the user.';

const MAINTENANCE_STATUSES: readonly number[] = [500, 502];

/** What the workflow page says for a failed call: maintenance for 500/502, else the server's message or the fallback. */
export function workflowFailureMessage(error: unknown): string {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  if (typeof status === 'number' && MAINTENANCE_STATUSES.includes(status)) return WORKFLOW_MAINTENANCE;
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  return (typeof detail === 'string' && stripBracketedPrefix(detail)) || WORKFLOW_NOT_AUTHENTICATED;
}
