/**
 * `POST /api/account/v1/account/{accountId}/details/check` { answers }: the question the console asks before it
 * saves an account's details (spec 001 §4: "the server is first asked whether quotes would be invalidated or
 * referred"; the path is not shown, decided). Nothing is saved. The answers are validated as the save would
 * validate them (400 naming the field), then compared with what the form showed; the answer says
 * { WillInvalidateQuotes, WillReferQuotes, changes, changedLabels, quotes: [{id, quoteNumber, product, status, outcome}] }.
 */
import type { AccountRecord } from '../../../src/shared/generated/records';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { accountDetailsSeed } from '../../../src/server/forms/accountDetailsSeed';
import { FormAnswers } from '../../../src/server/forms/formAnswers';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { validateForm } from '../../../src/shared/forms/validateForm';
import { accountsResource } from '../declaration';
import { changedLabels } from './changeNote';
import { quoteImpact } from './impact';
import { refuseBlacklistedDomains } from '../domains/refuseBlacklisted';

const FORM = 'accountDetails';
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const body = {
  type: 'object',
  required: ['answers'],
  properties: { answers: { type: 'object', additionalProperties: true } },
};
const answer = {
  type: 'object',
  properties: {
    WillInvalidateQuotes: { type: 'boolean' },
    WillReferQuotes: { type: 'boolean' },
    changes: { type: 'array', items: { type: 'string' } },
    changedLabels: { type: 'array', items: { type: 'string' } },
    quotes: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
};

export function registerDetailsCheckRoute(
  app: FastifyInstance,
  { db, store, storeOf }: ResourceContext<AccountRecord>,
): void {
  const { forms, region } = store.environment;
  const answers = new FormAnswers(db, forms, region);
  app.post<{ Params: { id: string }; Body: { answers?: unknown } }>(
    `${accountsResource.apiBase}/:id/details/check`,
    {
      config: {
        permission: accountsResource.permissions.update,
        bodySchema: body,
        answerSchema: answer,
        answerStatus: 200,
      },
      schema: { tags: [accountsResource.name], params },
    },
    async (request) => {
      const principal = principalOf(request);
      const account = await store.get(principal, request.params.id);
      const accountId = String(account.id);
      const stored = await answers.read(FORM, accountId);
      const { schema, locale } = forms.compose(FORM, region, stored.schemaVersion);
      const { value, errors } = validateForm(schema, request.body?.answers ?? {}, { locale });
      if (errors.length) throw invalid(errors);
      await refuseBlacklistedDomains(db, value);
      const before = stored.version === 0 ? accountDetailsSeed(account) : stored.answers;
      const quotes = storeOf('quotes');
      const impact = await quoteImpact(db, quotes, principal, accountId, before, value);
      return { ...impact, changedLabels: changedLabels(quotes, impact.changes) };
    },
  );
}
