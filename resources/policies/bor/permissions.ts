/**
 * `policy:bor` (decided; the spec names the BOR paths but not who calls them): filing, changing and deciding a
 * broker-of-record change. The provider's servicing staff (Customer Success, TSM) hold it: the BOR letter reaches the
 * provider (the mailbox's BOR category), and the agency gaining the client cannot see the policy before the move, so
 * neither agency files or decides it. Super Admin and Power User hold every permission.
 */
export const POLICY_BOR = 'policy:bor';

export const borGrants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [POLICY_BOR],
  'PROVIDER/TSM': [POLICY_BOR],
};
