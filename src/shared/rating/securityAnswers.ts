/**
 * Security answers that take coverages away (spec 002 §4): Cyber Crime Loss needs all three bank
 * verification answers to be yes; Full System Failure needs a backup (frequency other than NEVER).
 */
export interface SecurityAnswers {
  isVerifyingBankAccounts?: boolean | string;
  isAuthenticatingFundTransferRequests?: boolean | string;
  isPreventingUnauthorizedWireTransfers?: boolean | string;
  backupFrequency?: string;
}

export const CYBER_CRIME = 'CYBER_CRIME';
export const FULL_SYSTEM_FAILURE = 'FULL_SYSTEM_FAILURE';

export const SECURITY_REASONS: Record<string, string> = {
  [CYBER_CRIME]: 'Cyber Crime Loss needs Yes to all three bank verification questions',
  [FULL_SYSTEM_FAILURE]: 'Full System Failure is not available when backups are never made',
};

/** Boolean answers travel as YES / NO (spec 002 §5); true is yes too. */
const isYes = (answer: unknown): boolean =>
  answer === true || (typeof answer === 'string' && answer.toUpperCase() === 'YES');

/** The coverage keys the answers rule out. */
export function securityDeselections(answers: SecurityAnswers): string[] {
  const out: string[] = [];
  const bank = [
    answers.isVerifyingBankAccounts,
    answers.isAuthenticatingFundTransferRequests,
    answers.isPreventingUnauthorizedWireTransfers,
  ];
  if (!bank.every(isYes)) out.push(CYBER_CRIME);
  if (answers.backupFrequency === 'NEVER') out.push(FULL_SYSTEM_FAILURE);
  return out;
}
