/**
 * The social engineering endorsement (spec 002 §3, §4): granted when all three controls are in place;
 * otherwise the answer lists the missing controls, which the console shows in its reasons dialog.
 */
const CONTROLS: Record<string, string> = {
  isVerifyingBankAccounts: 'Verifying bank accounts before funds are transferred',
  isAuthenticatingFundTransferRequests: 'Authenticating fund transfer requests',
  isPreventingUnauthorizedWireTransfers: 'Preventing unauthorized wire transfers',
};

export function socialEngineeringOutcome(answers: Record<string, unknown>): {
  socialEngineering: boolean;
  reasons: string[];
} {
  const reasons = Object.entries(CONTROLS)
    .filter(([field]) => answers[field] !== true)
    .map(([, control]) => control);
  return { socialEngineering: reasons.length === 0, reasons };
}
