/**
 * The certificate of insurance by e-mail (spec 001 §4 "certificate e-mail confirmation", §8 'Unable to send policy
 * certificate email'; path not shown, decided): `POST /api/policy/v1/certificate/{productType}/email` with the
 * certificate's body (certificate holder, additional insured) and `email`, the recipient. The console asks for
 * confirmation first; the server writes the same certificate and sends it through the platform's outbox: its
 * content as the message's text, its PDF (the file the policy page downloads) attached. 202 with the message.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { DocumentContent } from '../../src/server/documents/documentModel';
import { formatterFor } from '../../src/server/documents/formatting';
import { invalid } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { todayIso } from '../../src/shared/dates/today';
import { REGION_PROFILES } from '../../src/shared/region/regions';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { createValidator } from '../../src/shared/validation/validateRecord';
import { policiesResource } from '../policies/server';
import { certificateBody } from './certificateBody';
import { certificateDocument } from './certificateDocument';
import { certificatePdf } from './certificatePdf';
import { certificateRequest, type CertificatePost } from './certificateRequest';
import { CERTIFICATE_MESSAGES as M } from './messages';
import { readPolicyFacts } from './policyFacts';

export const certificateSent = (email: string) => `Policy certificate sent to ${email}`;

/** The certificate body plus the recipient. */
export function certificateEmailBody(region: Parameters<typeof certificateBody>[0]): JsonSchemaNode {
  const base = certificateBody(region) as {
    properties: Record<string, unknown>;
    required: string[];
    errorMessage: { required: Record<string, string> };
  };
  return {
    ...base,
    properties: {
      ...base.properties,
      email: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: M.emailInvalid } },
    },
    required: [...base.required, 'email'],
    errorMessage: { ...base.errorMessage, required: { ...base.errorMessage.required, email: M.emailRequired } },
  } as JsonSchemaNode;
}

/** A document as plain text: title, lines, each section's rows and table, notes and footer. */
export function documentText(content: DocumentContent): string {
  const lines = [content.title, ...content.subtitle, ''];
  for (const section of content.sections) {
    lines.push(section.heading.toUpperCase());
    for (const [label, value] of section.rows ?? []) lines.push(`${label}: ${value}`);
    if (section.table) {
      lines.push(section.table.columns.join(' | '));
      for (const row of section.table.rows) lines.push(row.join(' | '));
    }
    if (section.note) lines.push(section.note);
    lines.push('');
  }
  lines.push(content.footer);
  return lines.join('\n');
}

export function registerCertificateEmailRoute(app: FastifyInstance, context: ResourceContext): void {
  const { environment } = context.store;
  const bodySchema = certificateEmailBody(environment.region);
  const validator = createValidator(REGION_PROFILES[environment.region].locale);
  const f = formatterFor(environment.region);
  app.post<{ Params: { productType: string }; Body: CertificatePost & { email: string } }>(
    `${policiesResource.apiBase}/certificate/:productType/email`,
    {
      config: { permission: policiesResource.permissions.get, bodySchema, answerStatus: 202 },
      schema: { tags: [policiesResource.name] },
    },
    async (request, reply) => {
      const { value, errors } = validator.validateWithSchema(bodySchema, request.body);
      if (errors.length) throw invalid(errors);
      const body = value as unknown as CertificatePost & { email: string };
      const facts = await readPolicyFacts(context, principalOf(request), body.policyId);
      if (request.params.productType !== facts.policy.product) {
        throw invalid([
          {
            field: 'productType',
            detail: `The policy's product is ${String(facts.policy.product)}, not ${request.params.productType}`,
          },
        ]);
      }
      const content = certificateDocument(facts, certificateRequest(body), environment.rating, f, todayIso());
      const file = await certificatePdf(facts, content);
      await context.mail.outbox.send({
        channel: 'EMAIL',
        recipient: body.email,
        kind: 'POLICY_CERTIFICATE',
        subject: `Certificate of insurance, policy ${String(facts.policy.policyNumber)}, ${facts.insured.name}`,
        body: documentText(content),
        attachments: [{ fileName: file.fileName, contentType: 'application/pdf', content: file.bytes }],
      });
      reply.code(202);
      return { message: certificateSent(body.email), email: body.email, policyId: facts.policy.id };
    },
  );
}
