/** The broker-of-record texts (decided: the spec shows none). */
export const BOR_MESSAGES = {
  agencyRequired: 'Please select the new agency of record',
  sameAgency: 'The policy is already with this agency; choose another agency of record.',
  pending: 'A broker of record change is already pending for this policy; update or decide it instead.',
  noPending: 'No broker of record change is pending for this policy.',
  decided: 'This broker of record change was already decided.',
  statusRequired: 'Please choose APPROVED or REJECTED',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  notFound: 'Broker of record change not found',
  filed: 'Broker of record change requested.',
  approved: 'Broker of record changed: the client account and its policies and quotes are now with the new agency.',
  rejected: 'Broker of record change rejected.',
  updated: 'Broker of record change updated.',
} as const;
