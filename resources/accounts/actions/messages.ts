/** Texts of the accounts' actions (spec 001 §5, §8; spec 002 §5, §8, §9). */
export const ACCOUNT_DECLINE_REASONS = [
  'Claims history',
  'Nature of Operations',
  'Poor Controls',
  'Size is too Big',
  'Fill-in option',
] as const;

export const ACCOUNT_MESSAGES = {
  declined: 'Account Declined Successfully!',
  refreshed: 'Data Refreshed Successfully!',
  contactAdded: 'Contact Added Successfully!',
  contactUpdated: 'Contact Updated Successfully!',
  assignFailed: 'Not able to assign agency at this time. Please try again later.',
  teamRequired: 'Team is a required field.',
  agentRequired: 'Agent is a required field.',
  contactMissing: "Update this account's organization contact info and try again",
  agentNotInTeam: "The agent must be a user of the account's agency in that team.",
  selectAgency: 'Please select a Agency',
} as const;
