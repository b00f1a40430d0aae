/** The certificate calls of the policy page: the PDF with its holder (POST /certificate/{product}) and its e-mail. */
import { HttpError } from 'react-admin';
import { getAccessToken } from '../../../src/console/auth/tokenStore';
import { httpClient } from '../../../src/console/providers/instances';
import { saveResponse } from '../../../src/console/export/saveFile';

const BASE = '/api/policy/v1/certificate';

/** POSTs the certificate request and saves the PDF under the name the server gives; a refusal is an HttpError with its body. */
export async function downloadCertificate(product: string, body: Record<string, unknown>): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${BASE}/${encodeURIComponent(product)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { detail?: string; errors?: { field: string; detail: string }[] };
    const errors = Object.fromEntries((answer.errors ?? []).map((e) => [e.field, e.detail]));
    throw new HttpError(answer.detail ?? response.statusText, response.status, { errors });
  }
  await saveResponse(response, 'certificate-of-insurance.pdf');
}

export const emailCertificate = async (product: string, body: Record<string, unknown>) =>
  (await httpClient(`${BASE}/${encodeURIComponent(product)}/email`, { method: 'POST', body: JSON.stringify(body) })).json as { message: string };

export function fieldErrorsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof HttpError)) return {};
  const errors = (failure.body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' ? Object.fromEntries(Object.entries(errors as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string> : {};
}
