/** The e-mail that carries a quote's workflow link to its policyholder (the spec gives no text; this is the project's). */
import type { OutgoingMessage } from '../../../src/server/auth/outbox/outbox';
import type { ApiRecord } from '../../../src/shared/api/types';

export const QUOTE_SENT_KIND = 'QUOTE_SENT';

export const workflowLinkOf = (publicUrl: string, workflowId: string) => `${publicUrl}/validate/${workflowId}`;

export function quoteSentMessage(quote: ApiRecord, link: string): OutgoingMessage {
  const company = String(quote.companyName ?? 'your company');
  const agent = [quote.agentFirstName, quote.agentLastName].filter(Boolean).join(' ');
  return {
    channel: 'EMAIL',
    recipient: String(quote.customerEmail),
    kind: QUOTE_SENT_KIND,
    subject: `Your cyber insurance quote ${String(quote.quoteNumber)} for ${company}`,
    body: [
      `Dear ${String(quote.customerFirstName)} ${String(quote.customerLastName)},`,
      '',
      `Your agency has sent you quote ${String(quote.quoteNumber)} for ${company}. Review the quote and request to bind it here:`,
      `Review & Request to bind: ${link}`,
      '',
      'The link asks for a security code that we send to this e-mail address. It stays valid for 7 days.',
      ...(agent
        ? ['', `Questions? Contact your agent, ${agent}${quote.agentEmail ? ` (${String(quote.agentEmail)})` : ''}.`]
        : []),
    ].join('\n'),
  };
}
