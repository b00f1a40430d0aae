/**
 * The calls of the quote actions bar, over the console's one HTTP client (bearer token, refresh, HttpError):
 * the published machine, one action on a quote, the rules that give the IRPM bounds, the proposal PDF.
 */
import { HttpError } from 'react-admin';
import { getAccessToken } from '../../../src/console/auth/tokenStore';
import { httpClient } from '../../../src/console/providers/instances';
import type { CalculatorRules } from '../../../src/shared/rating/calculatorRules';
import { QUOTE_API, relativePath, type QuoteMachine } from './machine';
import { saveResponse } from '../../../src/console/export/saveFile';

export const fetchMachine = async (): Promise<QuoteMachine> => (await httpClient(`${QUOTE_API}/statuses`)).json as QuoteMachine;

/** Runs an action at its path (`:id` → the quote's id) with the body; answers what the server answered. */
export async function runAction(path: string, method: string, quoteId: string, body: Record<string, unknown>): Promise<unknown> {
  const url = `${QUOTE_API}${relativePath(path).replace(':id', encodeURIComponent(quoteId))}`;
  return (await httpClient(url, { method, body: JSON.stringify(body) })).json;
}

export const fetchIrpmBounds = async (product: string, naicsCode: string, state: string) =>
  ((await httpClient(`/api/rater/v1/rules/${encodeURIComponent(naicsCode)}?${new URLSearchParams({ product, state })}`)).json as CalculatorRules).irpm;

const fetchPdf = (path: string) => {
  const token = getAccessToken();
  return fetch(path, { headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
};

/**
 * GET /api/docs/v1/quote/{id}/proposal with the bearer token, saved as the file the server names. The PDF is read
 * as bytes (the HTTP client reads text), so it is fetched here; an expired token is renewed through the client.
 */
export async function downloadProposal(quoteId: string): Promise<string> {
  const path = `/api/docs/v1/quote/${encodeURIComponent(quoteId)}/proposal`;
  let response = await fetchPdf(path);
  if (response.status === 401) {
    await fetchMachine();
    response = await fetchPdf(path);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text is the message
    }
    const message = body && typeof body === 'object' ? String((body as { message?: unknown }).message ?? (body as { detail?: unknown }).detail ?? response.statusText) : text || response.statusText;
    throw new HttpError(message, response.status, body);
  }
  return saveResponse(response, 'quote-proposal.pdf');
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
