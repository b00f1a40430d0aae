/**
 * The cancellation reasons (GET /api/policy/v1/reasons). The spec names the call but not its list; decided:
 * the usual grounds of a cyber policy's cancellation. "Other" asks for a description.
 */
export const OTHER_REASON = 'Other';

export const CANCEL_REASONS = [
  'Insured Request',
  'Non-Payment of Premium',
  'Underwriting Reasons',
  'Material Misrepresentation',
  'Business Closed or Sold',
  'Replaced by Another Policy',
  OTHER_REASON,
] as const;

export const CANCEL_REASON_REQUIRED = 'Cancellation Reason is required';
export const DESCRIPTION_REQUIRED = 'Description is required when the reason is Other';
