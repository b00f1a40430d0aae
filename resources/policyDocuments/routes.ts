/**
 * The policy documents (spec 002 §7 "Documents"), PDFs written on the server with the quote
 * documents' writer (src/server/documents):
 *
 * - `GET /api/docs/v1/policy/{accountId}/{policyId}?createdDate&isEndorsement&product&policyNumber` — the policy
 *   document (its declarations); a `product` or `policyNumber` that is not the policy's is a 400 naming it;
 * - `GET /api/docs/v1/policy/{accountId}/certificate/{policyId}?createdDate` — the certificate of insurance;
 * - `POST /api/policy/v1/certificate/{productType}` { policyId, organizationName, address1, address2?, city,
 *   state, zip, docType?, additionalInsured? } — the certificate with its certificate holder and additional
 *   insured, answered as the PDF itself (no link to fetch afterwards; nothing is stored);
 * - `GET /api/docs/v1/invoice?accountId&policyId&createdDate&latest&isEndorsement` — the invoice;
 * - `GET /api/docs/v1/receipt?accountId&policyId&createdDate&isEndorsement` — the receipt of a paid policy
 *   (409 for an unpaid one).
 *
 * Every document is generated from the policy as it is now: createdDate, latest and isEndorsement are taken
 * and ignored. The policy is read through the policies store with the caller's principal (policyFacts.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import { formatterFor } from '../../src/server/documents/formatting';
import { pdfAnswer, sendPdf } from '../../src/server/documents/pdfReply';
import { writePdf } from '../../src/server/documents/pdfWriter';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { todayIso } from '../../src/shared/dates/today';
import { REGION_PROFILES } from '../../src/shared/region/regions';
import { createValidator } from '../../src/shared/validation/validateRecord';
import { policiesResource } from '../policies/server';
import { billingDocument, type BillingKind } from './billingDocument';
import { certificateBody } from './certificateBody';
import { certificatePdf } from './certificatePdf';
import { certificateDocument, type CertificateRequest } from './certificateDocument';
import { policyDocumentFileName } from './fileNames';
import { readPolicyFacts, type PolicyFacts } from './policyFacts';
import { certificateRequest, type CertificatePost } from './certificateRequest';
import { policyDeclarations } from './policyDeclarations';

export const POLICY_DOCS_API = '/api/docs/v1';

type Query = {
  accountId?: string;
  policyId?: string;
  createdDate?: string;
  latest?: string;
  isEndorsement?: string;
  product?: string;
  policyNumber?: string;
};

const query = (names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
});

export function registerPolicyDocumentRoutes(app: FastifyInstance, context: ResourceContext): void {
  const { environment } = context.store;
  const f = formatterFor(environment.region);
  const tags = [policiesResource.name];
  const permission = policiesResource.permissions.get;
  const bodySchema = certificateBody(environment.region);
  const validator = createValidator(REGION_PROFILES[environment.region].locale);

  const certificate = async (reply: FastifyReply, facts: PolicyFacts, request: CertificateRequest) => {
    const file = await certificatePdf(facts, certificateDocument(facts, request, environment.rating, f, todayIso()));
    return sendPdf(reply, file.bytes, file.fileName);
  };

  app.get<{ Params: { accountId: string; policyId: string }; Querystring: Query }>(
    `${POLICY_DOCS_API}/policy/:accountId/:policyId`,
    {
      config: {
        permission,
        answerSchema: pdfAnswer(
          'The policy document (its declarations) as a PDF file (Content-Disposition: attachment; filename=<company>-policy.pdf).',
        ),
      },
      schema: { tags, querystring: query(['createdDate', 'isEndorsement', 'product', 'policyNumber']) },
    },
    async (request, reply) => {
      const facts = await readPolicyFacts(
        context,
        principalOf(request),
        request.params.policyId,
        request.params.accountId,
      );
      const { product, policyNumber } = request.query;
      if (product && product !== facts.policy.product)
        throw invalid([
          { field: 'product', detail: `The policy's product is ${String(facts.policy.product)}, not ${product}` },
        ]);
      if (policyNumber && policyNumber !== facts.policy.policyNumber)
        throw invalid([
          {
            field: 'policyNumber',
            detail: `The policy's number is ${String(facts.policy.policyNumber)}, not ${policyNumber}`,
          },
        ]);
      const bytes = await writePdf(policyDeclarations(facts, environment.rating, f, todayIso()), {
        author: facts.producer.name,
        subject: 'Policy declarations',
      });
      return sendPdf(reply, bytes, policyDocumentFileName('policy', facts.insured.name));
    },
  );

  app.get<{ Params: { accountId: string; policyId: string }; Querystring: Query }>(
    `${POLICY_DOCS_API}/policy/:accountId/certificate/:policyId`,
    {
      config: {
        permission,
        answerSchema: pdfAnswer(
          'The certificate of insurance as a PDF file (Content-Disposition: attachment; filename=<company>-certificate-of-insurance.pdf).',
        ),
      },
      schema: { tags, querystring: query(['createdDate']) },
    },
    async (request, reply) =>
      certificate(
        reply,
        await readPolicyFacts(context, principalOf(request), request.params.policyId, request.params.accountId),
        {},
      ),
  );

  app.post<{ Params: { productType: string }; Body: CertificatePost }>(
    `${policiesResource.apiBase}/certificate/:productType`,
    {
      config: {
        permission,
        bodySchema,
        answerSchema: pdfAnswer(
          'The certificate of insurance with its certificate holder and additional insured, as a PDF file (Content-Disposition: attachment; filename=<company>-certificate-of-insurance.pdf).',
        ),
        answerStatus: 200,
      },
      schema: { tags },
    },
    async (request, reply) => {
      // Checked here, strings trimmed and blanks removed, as every record write is (the spec's texts, one per field).
      const { value, errors } = validator.validateWithSchema(bodySchema, request.body);
      if (errors.length) throw invalid(errors);
      const body = value as unknown as CertificatePost;
      const facts = await readPolicyFacts(context, principalOf(request), body?.policyId);
      if (request.params.productType !== facts.policy.product) {
        throw invalid([
          {
            field: 'productType',
            detail: `The policy's product is ${String(facts.policy.product)}, not ${request.params.productType}`,
          },
        ]);
      }
      return certificate(reply, facts, certificateRequest(body));
    },
  );

  const billing =
    (kind: BillingKind) => async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const facts = await readPolicyFacts(
        context,
        principalOf(request),
        request.query.policyId,
        request.query.accountId,
      );
      if (kind === 'receipt' && facts.policy.isPaid !== true) {
        throw new ApiError(
          409,
          `Policy ${String(facts.policy.policyNumber)} is not paid: a receipt exists for a paid policy.`,
        );
      }
      const bytes = await writePdf(billingDocument(kind, facts, environment.rating, f, todayIso()), {
        author: facts.producer.name,
        subject: kind === 'invoice' ? 'Invoice' : 'Payment receipt',
      });
      return sendPdf(reply, bytes, policyDocumentFileName(kind, facts.insured.name));
    };

  app.get<{ Querystring: Query }>(
    `${POLICY_DOCS_API}/invoice`,
    {
      config: {
        permission,
        answerSchema: pdfAnswer(
          'The invoice of the policy as a PDF file (Content-Disposition: attachment; filename=<company>-invoice.pdf).',
        ),
      },
      schema: { tags, querystring: query(['accountId', 'policyId', 'createdDate', 'latest', 'isEndorsement']) },
    },
    billing('invoice'),
  );
  app.get<{ Querystring: Query }>(
    `${POLICY_DOCS_API}/receipt`,
    {
      config: {
        permission,
        answerSchema: pdfAnswer(
          'The receipt of a paid policy as a PDF file (Content-Disposition: attachment; filename=<company>-receipt.pdf).',
        ),
      },
      schema: { tags, querystring: query(['accountId', 'policyId', 'createdDate', 'isEndorsement']) },
    },
    billing('receipt'),
  );
}
