/**
 * The quote documents (spec 002 §7 "Documents"): `GET /api/docs/v1/quote/{id}/proposal` and
 * `GET /api/docs/v1/quote/{id}/binder` answer a PDF written on the server (pdf-lib), as an attachment named
 * after the company (`alpine-dental-group-quote-proposal.pdf`, `alpine-dental-group-binder.pdf`). The quote is
 * read through the quotes store with the caller's principal, so the client-record rule applies: another
 * agency's quote, or another policyholder's, is a 404. A binder exists only for a BOUND or ISSUED quote; any
 * other status is a 409 naming it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import { ApiError } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { todayIso } from '../../src/shared/dates/today';
import { quotesResource } from '../quotes/server';
import { documentFileName } from './fileName';
import { formatterFor } from '../../src/server/documents/formatting';
import { writePdf } from '../../src/server/documents/pdfWriter';
import { quoteDocument, type QuoteDocumentKind } from './quoteDocument';

export const DOCS_API = '/api/docs/v1/quote';

/** The statuses a quote has a binder in. */
export const BINDER_STATUSES = ['BOUND', 'ISSUED'] as const;

/** For the API reference: the answer is a PDF file, not JSON. */
const pdfAnswer = {
  description:
    'The document as a PDF file (Content-Disposition: attachment; filename=<company>-quote-proposal.pdf or <company>-binder.pdf).',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const SUBJECT: Record<QuoteDocumentKind, string> = { proposal: 'Quote proposal', binder: 'Binder' };

export function registerQuoteDocumentRoutes(app: FastifyInstance, { store }: ResourceContext): void {
  const serve =
    (kind: QuoteDocumentKind) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const quote = await store.get(principalOf(request), request.params.id);
      if (kind === 'binder' && !(BINDER_STATUSES as readonly unknown[]).includes(quote.status)) {
        throw new ApiError(
          409,
          `A quote in status ${String(quote.status)} has no binder: a binder exists for a quote in status ${BINDER_STATUSES.join(' or ')}.`,
        );
      }
      const { environment } = store;
      const document = quoteDocument(kind, quote, environment.rating, formatterFor(environment.region), todayIso());
      const bytes = await writePdf(document, { author: String(quote.agencyName ?? ''), subject: SUBJECT[kind] });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(kind, quote.companyName)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    };

  const options = {
    config: { permission: quotesResource.permissions.get, answerSchema: pdfAnswer },
    schema: { tags: [quotesResource.name] },
  };
  app.get<{ Params: { id: string } }>(`${DOCS_API}/:id/proposal`, options, serve('proposal'));
  app.get<{ Params: { id: string } }>(`${DOCS_API}/:id/binder`, options, serve('binder'));
}
