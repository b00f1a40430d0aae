/** Texts of the accounts' own actions (spec 001 §5, §8; decided ones marked). */
export const OWN_ACTION_MESSAGES = {
  setMyAgentFailed: 'There was an error with your request',
  scanned: 'Data Scanned Successfully!',
  attestFailed: 'Not able to attest at this time. Please try again later.',
  /** Decided: the agency chosen is not one interested in the account. */
  notInterested: 'This agency is not interested in this account.',
  /** Decided: remove my agent when none is set. */
  noAgent: 'This account has no agent to remove.',
  /** Decided: the scan needs a domain. */
  noDomain: 'This account has no domain to scan.',
  /** Decided: attesting twice, or with a primary domain on the account. */
  hasDomain: 'This account has a primary domain; there is nothing to attest.',
  attestRequired: 'Please confirm that the account has no primary domain.',
} as const;
