/**
 * The quotes' e-signature (docs/features/quotes-and-rating.md "E-signature through a provider"): the server's provider (ESIGN_PROVIDER, the
 * sandbox by default, activeProvider.ts), attached to the quotes store for the sign request's effect, the sandbox's
 * own pages when it is the sandbox, and the provider's callback:
 *
 *   POST /api/quote/v1/esign/callback   public, authenticated by the provider's signature over the body (403 without)
 *     { envelopeId, reference (the quote id), status: signed | declined, signedBy?, signerEmail, at, reason? }
 *     → { envelopeId, quoteId, status (the quote's), applied, documentId? }
 *
 * Signed: the signed PDF is fetched from the provider and kept in the client account's documents
 * (`<company>-signed-application.pdf`, type SIGNED_APPLICATION) and the quote moves to SIGNED through
 * `sign-application` (providerActions.ts), both in one transaction, recorded with the signer as the actor.
 * A callback repeated for an envelope already signed changes nothing (`applied: false`); an envelope that is not
 * the quote's current request is 409.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../../../src/server/auth/principal';
import { systemPrincipal } from '../../../src/server/auth/systemPrincipal';
import { ApiError, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import type { Database } from '../../../src/server/db/tables';
import type { ApiRecord } from '../../../src/shared/api/types';
import { prepareGeneratedDocument } from '../../documents/server';
import { quotesResource } from '../declaration';
import { QUOTE_SIGN } from '../lifecycle/signApplication';
import { createSignatureProvider } from './activeProvider';
import { deliverEnvelopeCallback } from './callbackDelivery';
import { attachProvider } from './providers';
import { currentRequest, providerDeclined, providerSigned } from './providerActions';
import { signedApplicationFileName } from './applicationDocument';
import { SandboxSignatureProvider } from './sandbox/sandboxProvider';
import { registerSandboxSigningRoutes } from './sandbox/sandboxRoutes';
import type { EnvelopeReport } from './signatureProvider';

export const ESIGN_CALLBACK_PATH = `${quotesResource.apiBase}/esign/callback`;
export const NOT_SIGNED_BY_PROVIDER = 'The callback is not signed by the e-signature provider.';
export const NO_SIGNED_DOCUMENT = 'The e-signature provider has no signed document for this envelope.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads any quote to find the one the provider names; acts for no one. */
const READER = systemPrincipal([]);

const callbackBody = {
  type: 'object',
  required: ['envelopeId', 'reference', 'status', 'signerEmail', 'at'],
  properties: {
    event: { type: 'string' },
    envelopeId: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string', enum: ['signed', 'declined'] },
    signedBy: { type: 'string' },
    signerEmail: { type: 'string' },
    at: { type: 'string' },
    reason: { type: 'string' },
  },
};
const callbackAnswer = {
  type: 'object',
  required: ['envelopeId', 'quoteId', 'status', 'applied'],
  properties: {
    envelopeId: { type: 'string' },
    quoteId: { type: 'string' },
    status: { type: 'string' },
    applied: { type: 'boolean' },
    documentId: { type: 'string' },
  },
};

export function registerESignRoutes(app: FastifyInstance, { db, store, mail }: ResourceContext): void {
  const provider = createSignatureProvider();
  provider.attach?.(deliverEnvelopeCallback(app, ESIGN_CALLBACK_PATH));
  attachProvider(store, { provider, returnUrl: `${mail.publicUrl}/application-signed` });
  if (provider instanceof SandboxSignatureProvider) registerSandboxSigningRoutes(app, provider);

  /** The signer, as the actor of the quote's history: the policyholder's login if the account has one by that e-mail. */
  async function signerOf(quote: ApiRecord, report: EnvelopeReport): Promise<Principal> {
    const user = await (db as unknown as Kysely<Database>)
      .selectFrom('users')
      .select('id')
      .where('accountId', '=', String(quote.accountId))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', report.signerEmail.toLowerCase()))
      .executeTakeFirst();
    return {
      userId: (user?.id ?? null) as unknown as string,
      email: report.signerEmail,
      accountId: String(quote.accountId),
      accountType: 'CUSTOMER',
      subscriberType: 'CUSTOMER',
      realm: 'ACCOUNT',
      roleName: 'E-signature provider',
      permissions: [QUOTE_SIGN],
      teamIds: [],
      impersonatorUserId: null,
    };
  }

  const answer = (report: EnvelopeReport, quote: ApiRecord, applied: boolean, documentId?: string) => ({
    envelopeId: report.envelopeId,
    quoteId: String(quote.id),
    status: String(quote.status),
    applied,
    ...(documentId ? { documentId } : {}),
  });

  app.post(
    ESIGN_CALLBACK_PATH,
    {
      config: { public: true, bodySchema: callbackBody, answerSchema: callbackAnswer },
      schema: { tags: [quotesResource.name] },
    },
    async (request) => {
      const report = provider.readCallback(request.headers, request.body);
      if (!report) throw new ApiError(403, NOT_SIGNED_BY_PROVIDER);
      if (!UUID.test(report.reference)) throw notFound('Quote');
      const quote = await store.get(READER, report.reference);
      const request_ = currentRequest(quote, report.envelopeId);
      const details = (quote.details ?? {}) as ApiRecord;
      const signature = details.applicationSignature as ApiRecord | undefined;
      const envelopeStatus = (request_.envelope as ApiRecord).status;
      // A repeated callback (or one for an application signed in person meanwhile) changes nothing.
      if (signature || envelopeStatus === report.status) return answer(report, quote, false);
      const signer = await signerOf(quote, report);
      if (report.status === 'declined') {
        const after = await store.act(signer, String(quote.id), providerDeclined(report), {});
        return answer(report, after, true);
      }
      const bytes = await provider.signedDocument(report.envelopeId);
      if (!bytes) throw new ApiError(409, NO_SIGNED_DOCUMENT);
      const prepared = await prepareGeneratedDocument(db, store.environment, {
        accountId: String(quote.accountId),
        agencyId: (quote.agencyId as string | null) ?? null,
        docType: 'SIGNED_APPLICATION',
        docName: signedApplicationFileName(quote.companyName),
        bytes,
      });
      try {
        await db.transaction().execute(async (trx) => {
          await prepared.save(signer, trx);
          await store.act(signer, String(quote.id), providerSigned(report, prepared.id), {}, trx);
        });
      } catch (error) {
        await prepared.discard();
        // Signed meanwhile by the same callback sent twice at once: the first one's answer stands.
        const now = await store.get(READER, String(quote.id));
        if (error instanceof ApiError && error.status === 409 && (now.details as ApiRecord)?.applicationSignature)
          return answer(report, now, false);
        throw error;
      }
      return answer(report, await store.get(READER, String(quote.id)), true, prepared.id);
    },
  );
}
