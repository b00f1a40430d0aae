/**
 * Calls behind the schema-driven forms (src/server/forms/formRoutes.ts), platform methods of the data provider:
 *
 *   form(name, {version, region})           GET /api/forms/v1/forms/{name}?version=&region=   schema and UI schema
 *   formNames()                             GET /api/forms/v1/forms                           every form's versions
 *   formsStamp()                            GET /api/forms/v1/stamp                           changes when a form does
 *   formAnswers(form, accountId)            GET /api/forms/v1/answers/{form}/{accountId}
 *   formAnswersHistory(form, accountId)     GET /api/forms/v1/answers/{form}/{accountId}/history   newest first
 *   formVersions()                          GET /api/forms/v1/versions                        staff: records per version
 *   saveFormAnswers(form, accountId, …)     PUT /api/forms/v1/answers/{form}/{accountId}      answers, version, extra
 */
import type { StoredAnswers } from '../../shared/api/formAnswers';
import type { FormVersionsOverview } from '../../shared/api/formVersions';
import type { HistoryEntry } from '../../shared/api/history';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import { defineDataProviderMethods } from '../providers/methods';

export interface FormPayload {
  name: string;
  version: number;
  region: string;
  locale: string;
  schema: JsonSchemaNode;
  uiSchema: JsonSchemaNode;
}

const answersPath = (form: string, accountId: string): string =>
  `/api/forms/v1/answers/${encodeURIComponent(form)}/${encodeURIComponent(accountId)}`;

export const formMethods = defineDataProviderMethods(({ httpClient }) => ({
  form: async (name: string, options: { version?: number; region?: string } = {}): Promise<FormPayload> => {
    const query = new URLSearchParams();
    if (options.version !== undefined) query.set('version', String(options.version));
    if (options.region) query.set('region', options.region);
    const suffix = query.size ? `?${query}` : '';
    return (await httpClient(`/api/forms/v1/forms/${encodeURIComponent(name)}${suffix}`)).json as FormPayload;
  },

  formNames: async (): Promise<{ name: string; versions: number[] }[]> =>
    (await httpClient('/api/forms/v1/forms')).json as { name: string; versions: number[] }[],

  formsStamp: async (): Promise<string> => ((await httpClient('/api/forms/v1/stamp')).json as { stamp: string }).stamp,

  formAnswers: async (form: string, accountId: string): Promise<StoredAnswers> =>
    (await httpClient(answersPath(form, accountId))).json as StoredAnswers,

  /** The history of the account's answers to the form: answer migrations and their reverts. */
  formAnswersHistory: async (form: string, accountId: string): Promise<HistoryEntry[]> =>
    (await httpClient(`${answersPath(form, accountId)}/history`)).json as HistoryEntry[],

  /** Staff: each form's versions with the records stored on each, and the dry run of each pending migration. */
  formVersions: async (): Promise<FormVersionsOverview[]> =>
    (await httpClient('/api/forms/v1/versions')).json as FormVersionsOverview[],

  /** `extra`: further body fields a resource's answer rule reads (account details: `confirmQuoteChanges`). */
  saveFormAnswers: async (
    form: string,
    accountId: string,
    answers: Record<string, unknown>,
    version: number,
    extra: Record<string, unknown> = {},
  ): Promise<StoredAnswers> =>
    (
      await httpClient(answersPath(form, accountId), {
        method: 'PUT',
        body: JSON.stringify({ ...extra, answers, version }),
      })
    ).json as StoredAnswers,
}));
