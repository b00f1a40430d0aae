/**
 * `POST ai-suggest/suggest` (spec 001 §7 "message context"): what to do with a message — its category, the
 * agency to assign it to, a reply draft. The provider's AI service is not reachable from here, so the only
 * implementation is LOCAL and deterministic (localSuggester.ts); a remote one would implement `MailSuggester`
 * and be chosen in `suggesterFromEnv`. Every answer says which one made it (`source`).
 */
export interface SuggestionContext {
  subject: string;
  body: string;
  fromAddress: string;
  /** The thread's messages, oldest first (sent and received only). */
  thread: { fromAddress: string; subject: string; body: string }[];
  /** The client account's agency, when the message names an account. */
  accountAgency?: { agencyId: string; agencyName: string };
  /** The thread's current owner, when assigned. */
  currentAgency?: { agencyId: string; agencyName: string };
  /** Who asks (the reply is signed with it). */
  writer: string;
}

export interface Suggestion {
  source: 'LOCAL';
  note: string;
  msgCategory: string;
  agency: { agencyId: string; agencyName: string; reason: 'ACCOUNT' | 'CURRENT' } | null;
  replyDraft: { subject: string; body: string; toAddresses: string[] };
}

export interface MailSuggester {
  suggest(context: SuggestionContext): Promise<Suggestion>;
}
