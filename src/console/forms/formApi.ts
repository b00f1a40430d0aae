/** Calls behind the schema-driven forms (src/server/forms/formRoutes.ts), over the console's one HTTP client. */
import type { StoredAnswers } from '../../shared/api/formAnswers';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import { httpClient } from '../providers/instances';

export interface FormPayload {
  name: string;
  version: number;
  region: string;
  locale: string;
  schema: JsonSchemaNode;
  uiSchema: JsonSchemaNode;
}

export async function fetchForm(
  name: string,
  options: { version?: number; region?: string } = {},
): Promise<FormPayload> {
  const query = new URLSearchParams();
  if (options.version !== undefined) query.set('version', String(options.version));
  if (options.region) query.set('region', options.region);
  const suffix = query.size ? `?${query}` : '';
  return (await httpClient(`/api/forms/v1/forms/${encodeURIComponent(name)}${suffix}`)).json as FormPayload;
}

export async function fetchFormNames(): Promise<{ name: string; versions: number[] }[]> {
  return (await httpClient('/api/forms/v1/forms')).json as { name: string; versions: number[] }[];
}

export async function fetchFormsStamp(): Promise<string> {
  return ((await httpClient('/api/forms/v1/stamp')).json as { stamp: string }).stamp;
}

export async function fetchAnswers(form: string, accountId: string): Promise<StoredAnswers> {
  return (await httpClient(`/api/forms/v1/answers/${form}/${accountId}`)).json as StoredAnswers;
}

/** `extra`: further body fields a resource's answer rule reads (account details: `confirmQuoteChanges`). */
export async function saveAnswers(
  form: string,
  accountId: string,
  answers: Record<string, unknown>,
  version: number,
  extra: Record<string, unknown> = {},
): Promise<StoredAnswers> {
  const init = { method: 'PUT', body: JSON.stringify({ ...extra, answers, version }) };
  return (await httpClient(`/api/forms/v1/answers/${form}/${accountId}`, init)).json as StoredAnswers;
}
