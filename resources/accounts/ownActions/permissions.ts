/** Set / remove my agent (ownActions/myAgent.ts). */
export const ACCOUNT_SET_AGENT = 'account:set-agent';

/**
 * Set / remove my agent is the policyholder's choice (its Account Admin) and staff's on its behalf (Customer
 * Success); an agency cannot choose itself as an account's agent (403). Decided: the spec shows no matrix.
 */
export const ownGrants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [ACCOUNT_SET_AGENT],
  'CUSTOMER/Account Admin': [ACCOUNT_SET_AGENT],
};
