import { categoryFromSubject } from '../categories';
import { draftSubject } from '../threads';
import type { MailSuggester, Suggestion, SuggestionContext } from './suggester';

export const LOCAL_NOTE = 'Suggested by local rules on this server; no AI service is connected.';

/** One sentence per category family; the rest get the general one. */
const NEXT_STEP: Record<string, string> = {
  SUBMISSION: 'We are reviewing the submission and will come back to you with a quote or any questions.',
  RENEWAL: 'We are preparing the renewal and will send the terms shortly.',
  CLAIMS: 'We have passed the matter to our claims team, who will contact you today.',
  CLAIMS_OPS: 'We have passed the matter to our claims team, who will contact you today.',
  LOSSRUNS: 'We have filed the loss runs with the account.',
  CERT_REQUEST: 'We are preparing the certificate and will send it shortly.',
};
const GENERAL = 'We will come back to you shortly.';

const quote = (text: string) =>
  text
    .split('\n')
    .slice(0, 20)
    .map((line) => `> ${line}`)
    .join('\n');
const greetingName = (address: string) => {
  const local = address.split('@')[0] ?? '';
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : 'there';
};

/**
 * Deterministic suggestions: the category named in the subject, else in the body, else SUBMISSION (the same
 * rule as reprocess); the agency of the client account the message names, else the thread's current one; a
 * reply to the thread's last sender other than the writer that acknowledges the message, states the category's next step and
 * quotes the last message.
 */
export const localSuggester: MailSuggester = {
  async suggest(context: SuggestionContext): Promise<Suggestion> {
    const fromSubject = categoryFromSubject(context.subject);
    const msgCategory = fromSubject !== 'SUBMISSION' ? fromSubject : categoryFromSubject(context.body.slice(0, 2000));
    const agency = context.accountAgency
      ? { ...context.accountAgency, reason: 'ACCOUNT' as const }
      : context.currentAgency
        ? { ...context.currentAgency, reason: 'CURRENT' as const }
        : null;
    // The reply answers the thread's last message from someone else (not the writer's own earlier reply).
    const others = context.thread.filter(
      (message) => message.fromAddress.toLowerCase() !== context.writer.toLowerCase(),
    );
    const last = others.at(-1) ??
      context.thread.at(-1) ?? { fromAddress: context.fromAddress, subject: context.subject, body: context.body };
    const body = [
      `Hello ${greetingName(last.fromAddress)},`,
      '',
      `Thank you for your message "${context.subject.replace(/^(re|fwd):\s*/i, '')}".`,
      NEXT_STEP[msgCategory] ?? GENERAL,
      '',
      'Kind regards,',
      context.writer,
      '',
      quote(last.body),
    ].join('\n');
    return {
      source: 'LOCAL',
      note: LOCAL_NOTE,
      msgCategory,
      agency,
      replyDraft: {
        subject: draftSubject('REPLY', context.subject),
        body,
        toAddresses: last.fromAddress ? [last.fromAddress] : [],
      },
    };
  },
};

/** The suggester in use: always the local one (no AI service is reachable from this server). */
export const suggesterFromEnv = (): MailSuggester => localSuggester;
