import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isRegion, type Region } from '../../shared/region/regions';
import { principalOf } from '../auth/authPlugin';
import type { Database } from '../db/tables';
import { accountDetailsSeed } from './accountDetailsSeed';
import { ApiError } from '../http/apiError';
import type { StoreOf } from '../resources/storeOf';
import { isStaff } from '../tenancy/tenantRules';
import { FormAnswers } from './formAnswers';
import { FORM_ANSWERS_HISTORY } from './answerMigrationRun';
import { listHistory } from '../history/recordHistory';
import type { FormCatalogue } from './formCatalogue';
import { formVersionsOverview } from './formVersions';
import { formVersionsAnswer } from './formVersionsAnswer';
import { socialEngineeringOutcome } from './socialEngineering';

const tags = ['forms'];
const formParams = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } as const;
const answerParams = {
  type: 'object',
  required: ['form', 'accountId'],
  properties: { form: { type: 'string' }, accountId: { type: 'string' } },
} as const;

/**
 * Forms served to the console from the schema files (so an edited schema shows without a rebuild), the
 * answers of an account's forms.
 */
export function registerFormRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  catalogue: FormCatalogue,
  region: Region,
  storeOf: StoreOf,
): void {
  // Form answers belong to a client account: reaching the account through its store applies the client-record rule.
  const accounts = storeOf('accounts');
  const answers = new FormAnswers(db, catalogue, region);
  const answerable = (form: string) => form !== 'claim' && catalogue.versions(form).length > 0;

  app.get('/api/forms/v1/forms', { config: { permission: 'any' }, schema: { tags } }, async () =>
    catalogue.formNames().map((name) => ({ name, versions: catalogue.versions(name) })),
  );

  // Staff only: each form's versions with the records stored on each, and the dry run of each pending migration.
  const versionsConfig = { permission: 'any', answerSchema: formVersionsAnswer };
  app.get('/api/forms/v1/versions', { config: versionsConfig, schema: { tags } }, async (request) => {
    if (!isStaff(principalOf(request))) throw new ApiError(403, 'You do not have permission to do this.');
    return formVersionsOverview({ db, catalogue, region, answers });
  });

  // Polled by the console in development: a changed fingerprint means a schema or label file changed.
  app.get('/api/forms/v1/stamp', { config: { permission: 'any' }, schema: { tags } }, async () => ({
    stamp: catalogue.stamp(),
  }));

  app.get<{ Params: { name: string }; Querystring: { version?: string; region?: string } }>(
    '/api/forms/v1/forms/:name',
    { config: { permission: 'any' }, schema: { tags, params: formParams } },
    async (request) => {
      const { version, region: asked } = request.query;
      // Staff may preview a form as another region renders it; everyone else gets the server's region.
      let formRegion = region;
      if (asked !== undefined && asked !== region) {
        if (!isStaff(principalOf(request))) throw new ApiError(403, 'You do not have permission to do this.');
        if (!isRegion(asked))
          throw new ApiError(400, 'Unknown region', [{ field: 'region', detail: 'Region must be US, UK or AU' }]);
        formRegion = asked;
      }
      const form = catalogue.compose(
        request.params.name,
        formRegion,
        version === undefined ? undefined : Number(version),
      );
      return {
        name: form.name,
        version: form.version,
        region: form.region,
        locale: form.locale,
        schema: form.schema,
        uiSchema: form.uiSchema,
      };
    },
  );

  app.get<{ Params: { form: string; accountId: string } }>(
    '/api/forms/v1/answers/:form/:accountId',
    { config: { permission: 'account:read' }, schema: { tags, params: answerParams } },
    async (request) => {
      const { form, accountId } = request.params;
      const account = await accounts.get(principalOf(request), accountId);
      if (!answerable(form)) throw new ApiError(404, `Form ${form} not found`);
      const stored = await answers.read(form, accountId);
      // Never answered: the account details start from the account record (nothing is stored until a save).
      if (form === 'accountDetails' && stored.version === 0) return { ...stored, answers: accountDetailsSeed(account) };
      return stored;
    },
  );

  // The history of an account's answers to a form: answer migrations and their reverts, newest first.
  app.get<{ Params: { form: string; accountId: string } }>(
    '/api/forms/v1/answers/:form/:accountId/history',
    { config: { permission: 'account:read' }, schema: { tags, params: answerParams } },
    async (request) => {
      const { form, accountId } = request.params;
      await accounts.get(principalOf(request), accountId);
      if (!answerable(form)) throw new ApiError(404, `Form ${form} not found`);
      const id = await answers.recordId(form, accountId);
      return id ? listHistory(db, FORM_ANSWERS_HISTORY, id) : [];
    },
  );

  app.put<{ Params: { form: string; accountId: string }; Body: { answers?: unknown; version?: unknown } }>(
    '/api/forms/v1/answers/:form/:accountId',
    { config: { permission: 'account:update' }, schema: { tags, params: answerParams } },
    async (request) => {
      const { form, accountId } = request.params;
      const principal = principalOf(request);
      const account = await accounts.get(principal, accountId);
      if (!answerable(form)) throw new ApiError(404, `Form ${form} not found`);
      const body = (request.body ?? {}) as { answers?: unknown; version?: unknown } & Record<string, unknown>;
      // A rule the accounts resource declares for this form (account details: the quotes a change affects).
      const rule = accounts.resource.answerRules?.[form];
      const { answers: _answers, version: _version, ...rest } = body;
      const saved = await answers.write(
        form,
        accountId,
        body,
        rule &&
          ((trx, existing, after) =>
            rule({
              trx,
              principal,
              accountId,
              after,
              body: rest,
              storeOf,
              before:
                form === 'accountDetails' && existing.version === 0 ? accountDetailsSeed(account) : existing.answers,
            })),
      );
      return form === 'socialEngineering' ? { ...saved, ...socialEngineeringOutcome(saved.answers) } : saved;
    },
  );
}
