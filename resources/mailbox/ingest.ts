import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { GATEWAY_PRINCIPAL, gatewaySecret } from './gateway';

export const GATEWAY_SECRET_HEADER = 'x-mail-gateway-secret';

const sameSecret = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/docmessage/v1/ingest — incoming mail. Stand-in for the SMTP receiver / mailbox poll, which cannot
 * be reached here: a mail gateway posts each received message, authenticated by the shared secret
 * `MAIL_GATEWAY_SECRET` in the `X-Mail-Gateway-Secret` header (unset: 401 "Mail ingest is not configured.", ingest closed). The message is
 * validated like any write; `replyToMsgId` (when the gateway resolved In-Reply-To to a message of ours) puts
 * it in that thread, with its assignment. Answers 201 with the stored message.
 */
export function registerIngest(app: FastifyInstance, { store }: ResourceContext): void {
  const { apiBase, name } = store.resource.declaration;
  app.post(`${apiBase}/ingest`, { config: { public: true }, schema: { tags: [name] } }, async (request, reply) => {
    const expected = gatewaySecret();
    // Closed: no secret can be right, so every caller is refused as unauthenticated (not a server fault).
    if (!expected) throw new ApiError(401, 'Mail ingest is not configured.');
    const sent = request.headers[GATEWAY_SECRET_HEADER];
    if (typeof sent !== 'string' || !sameSecret(sent, expected))
      throw new ApiError(401, 'The mail gateway secret is missing or wrong.');
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body.fromAddress !== 'string' || body.fromAddress.trim() === '')
      throw invalid([{ field: 'fromAddress', detail: 'From is a required field' }]);
    return reply.status(201).send(await store.create(GATEWAY_PRINCIPAL, body));
  });
}
