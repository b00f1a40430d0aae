/**
 * The calls of the policy actions bar, over the console's one HTTP client (bearer token, refresh, HttpError):
 * the published machine, the cancellation reasons, one action on a policy.
 */
import { HttpError } from 'react-admin';
import { httpClient } from '../../../src/console/providers/instances';
import { POLICY_API, relativePath, type PolicyMachine } from './machine';

export const fetchMachine = async (): Promise<PolicyMachine> => (await httpClient(`${POLICY_API}/statuses`)).json as PolicyMachine;

export const fetchReasons = async (): Promise<string[]> => (await httpClient(`${POLICY_API}/reasons`)).json as string[];

/** Runs an action at its path (`:id` → the policy's id) with the body; answers what the server answered. */
export async function runAction(path: string, method: string, policyId: string, body: Record<string, unknown>): Promise<unknown> {
  const url = `${POLICY_API}${relativePath(path).replace(':id', encodeURIComponent(policyId))}`;
  return (await httpClient(url, { method, body: JSON.stringify(body) })).json;
}

/** The lines of a refusal to show in the dialog: the server's message, then each field's problem. */
export function refusalLines(failure: unknown): string[] {
  if (!(failure instanceof HttpError)) return [failure instanceof Error ? failure.message : String(failure)];
  const body = failure.body && typeof failure.body === 'object' ? (failure.body as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' && body.message ? body.message : failure.message;
  const fields = body.errors && typeof body.errors === 'object' ? Object.entries(body.errors as Record<string, unknown>) : [];
  const details = fields.filter(([field, detail]) => field !== 'root' && typeof detail === 'string').map(([field, detail]) => `${field}: ${String(detail)}`);
  return [message, ...details.filter((line) => !line.endsWith(`: ${message}`))];
}
