/**
 * `POST /api/quote/v1/action/send` { quoteId, version, customerFirstName, customerLastName, customerEmail,
 * customerPhone? }: runs the send action on the quote the body names (sendAction.ts), then puts the e-mail with
 * the workflow link in the outbox. Answers { message: 'Quote request(s) sent successfully!', workflowId, quote }.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { newWorkflowId } from '../../../src/server/auth/workflows/workflowStore';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { quotesResource } from '../declaration';
import { sendBody } from './contactBody';
import { UNDERWRITING_MESSAGES } from './messages';
import { sendAction } from './sendAction';
import { quoteSentMessage, workflowLinkOf } from './sendMessage';

export function registerSendRoute(app: FastifyInstance, { store, mail }: ResourceContext): void {
  const body = sendBody(store.environment.region);
  const answer = {
    type: 'object',
    required: ['message', 'workflowId'],
    properties: {
      message: { type: 'string' },
      workflowId: { type: 'string' },
      quote: { type: 'object', additionalProperties: true },
    },
  };
  app.post(
    `${quotesResource.apiBase}/action/send`,
    {
      config: {
        permission: quotesResource.permissions.update,
        bodySchema: body,
        answerSchema: answer,
        answerStatus: 200,
      },
      schema: { tags: [quotesResource.name] },
    },
    async (request) => {
      const sent = (request.body ?? {}) as { quoteId?: unknown };
      if (typeof sent.quoteId !== 'string' || sent.quoteId === '')
        throw invalid([{ field: 'quoteId', detail: 'Quote is required' }]);
      const workflowId = newWorkflowId();
      const quote = await store.act(principalOf(request), sent.quoteId, sendAction(workflowId, body), sent);
      await mail.outbox.send(quoteSentMessage(quote, workflowLinkOf(mail.publicUrl, workflowId)));
      return { message: UNDERWRITING_MESSAGES.sent, workflowId, quote };
    },
  );
}
