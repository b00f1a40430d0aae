/**
 * The e-signature sandbox's own host (it stands where a real provider's signing pages are), public: the signing
 * URL's access key is what lets the signer in, as a provider's recipient link does.
 *
 *   GET  /api/esign-sandbox/v1/envelopes/{envelopeId}/sign?access=      the signing page (HTML)
 *   GET  /api/esign-sandbox/v1/envelopes/{envelopeId}/document?access=  the application as sent, or signed (PDF)
 *   POST /api/esign-sandbox/v1/envelopes/{envelopeId}/sign              { access, name, agreed: true } → { envelopeId, status, returnUrl }
 *   POST /api/esign-sandbox/v1/envelopes/{envelopeId}/decline           { access, reason? } → { envelopeId, status, returnUrl }
 *   GET  /api/esign-sandbox/v1/signing.js                               the page's script
 *
 * Signing or declining calls the platform's callback (over HTTP) before it answers, as the sandbox's test mode
 * promises; a blank name or no agreement is a 400 naming the field.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, invalid } from '../../../../src/server/http/apiError';
import type { JsonSchemaNode } from '../../../../src/shared/validation/schemaRegistry';
import { AGREEMENT_REQUIRED, SIGNATURE_REQUIRED } from '../../lifecycle/signApplication';
import { closedPage, signingPage, signingScript } from './signingPage';
import {
  ESIGN_SANDBOX_BASE,
  EnvelopeRefusal,
  type SandboxEnvelope,
  type SandboxSignatureProvider,
} from './sandboxProvider';

const tags = ['quotes'];
const ENVELOPE = `${ESIGN_SANDBOX_BASE}/envelopes/:envelopeId`;

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const outcome = {
  type: 'object',
  required: ['envelopeId', 'status', 'returnUrl'],
  properties: { envelopeId: { type: 'string' }, status: { type: 'string' }, returnUrl: { type: 'string' } },
};
const signBody: JsonSchemaNode = {
  type: 'object',
  properties: { access: { type: 'string' }, name: { type: 'string' }, agreed: { type: 'boolean' } },
  additionalProperties: false,
};
const declineBody: JsonSchemaNode = {
  type: 'object',
  properties: { access: { type: 'string' }, reason: { type: 'string', maxLength: 500 } },
  additionalProperties: false,
};

type Body = Record<string, unknown>;
type EnvelopeRequest = { Params: { envelopeId: string }; Querystring: { access?: string } };

/** The sandbox's refusals as the API's errors. */
const asApiError = (error: unknown) =>
  error instanceof EnvelopeRefusal ? new ApiError(error.status, error.message) : error;

export function registerSandboxSigningRoutes(app: FastifyInstance, sandbox: SandboxSignatureProvider): void {
  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  app.get<EnvelopeRequest>(
    `${ENVELOPE}/sign`,
    { config: { public: true, answerSchema: html('The signing page.') }, schema: { tags } },
    async (request, reply) => {
      let envelope: SandboxEnvelope;
      try {
        envelope = sandbox.envelope(request.params.envelopeId, request.query.access);
      } catch (error) {
        if (error instanceof EnvelopeRefusal) return page(reply, error.status, closedPage(error.message));
        throw error;
      }
      if (envelope.status !== 'sent')
        return page(
          reply,
          200,
          closedPage(`This envelope is already ${envelope.status}. Nothing more is needed from you.`),
        );
      return page(reply, 200, signingPage(envelope, String(request.query.access)));
    },
  );

  app.get<EnvelopeRequest>(
    `${ENVELOPE}/document`,
    {
      config: {
        public: true,
        answerSchema: {
          description: "The envelope's document as a PDF (signed once the envelope is signed).",
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
      },
      schema: { tags },
    },
    async (request, reply) => {
      try {
        const envelope = sandbox.envelope(request.params.envelopeId, request.query.access);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${envelope.fileName}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(envelope.signed ?? envelope.document));
      } catch (error) {
        throw asApiError(error);
      }
    },
  );

  app.post<{ Params: { envelopeId: string } }>(
    `${ENVELOPE}/sign`,
    { config: { public: true, bodySchema: signBody, answerSchema: outcome }, schema: { tags } },
    async (request) => {
      const body = (request.body ?? {}) as Body;
      const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : '';
      const errors = [
        ...(name === '' || name.length > 200 ? [{ field: 'name', detail: SIGNATURE_REQUIRED }] : []),
        ...(body.agreed === true ? [] : [{ field: 'agreed', detail: AGREEMENT_REQUIRED }]),
      ];
      if (errors.length) throw invalid(errors);
      try {
        const envelope = await sandbox.sign(request.params.envelopeId, body.access, name);
        return { envelopeId: envelope.envelopeId, status: envelope.status, returnUrl: envelope.returnUrl };
      } catch (error) {
        throw asApiError(error);
      }
    },
  );

  app.post<{ Params: { envelopeId: string } }>(
    `${ENVELOPE}/decline`,
    { config: { public: true, bodySchema: declineBody, answerSchema: outcome }, schema: { tags } },
    async (request) => {
      const body = (request.body ?? {}) as Body;
      try {
        const reason =
          typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : 'Declined by the signer';
        const envelope = await sandbox.decline(request.params.envelopeId, body.access, reason);
        return { envelopeId: envelope.envelopeId, status: envelope.status, returnUrl: envelope.returnUrl };
      } catch (error) {
        throw asApiError(error);
      }
    },
  );

  app.get(
    `${ESIGN_SANDBOX_BASE}/signing.js`,
    {
      config: {
        public: true,
        answerSchema: {
          description: "The signing page's script.",
          content: { 'text/javascript': { schema: { type: 'string' } } },
        },
      },
      schema: { tags },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(signingScript),
  );
}
