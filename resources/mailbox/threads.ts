/** Spec 001 §3: the thread count is childCount + 1 when childCount is present, else the references' length + 1. */
export function threadCount(message: { childCount?: number | null; references?: readonly unknown[] | null }): number {
  if (typeof message.childCount === 'number') return message.childCount + 1;
  return (message.references?.length ?? 0) + 1;
}

export const EMAIL_TYPES = ['NEW', 'REPLY', 'FORWARD', 'FOLLOWUP'] as const;

const PREFIX = { REPLY: 'Re: ', FORWARD: 'Fwd: ' } as const;

/** Spec 001 §4: a reply's subject gets "Re: ", a forward's "Fwd: " (not twice). */
export function draftSubject(type: 'REPLY' | 'FORWARD', subject: string): string {
  const prefix = PREFIX[type];
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix}${subject}`;
}
