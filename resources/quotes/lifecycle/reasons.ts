/** Spec 002 §9 "Underwriting lists" and §5's texts for the decline and lost dialogs. */
export const FILL_IN_OPTION = 'Fill-in option';

/** Quote decline reasons (the dialog's "Declination Reason", sent as `reasonSummary`). */
export const QUOTE_DECLINE_REASONS = [
  'Class of Business',
  'Poor Cyber Security Controls',
  'BOR',
  'Poor Claims History',
  'Duplicate Quote',
  'Error',
  FILL_IN_OPTION,
] as const;

/** Lost reasons (sent as `reasonSummary`). */
export const QUOTE_LOST_REASONS = [
  'Price is High',
  'Coverage / Limit not enough',
  'Do not want Cyber',
  'Additional - Paper rating, flexibility',
  FILL_IN_OPTION,
] as const;

export const DECLINE_REASON_REQUIRED = 'Declination Reason is required';
export const LOSS_REASON_REQUIRED = 'Loss Reason required';
export const REASON_DESCRIPTION_REQUIRED = 'Reason Description is required';
export const FILL_IN_REQUIRED = 'Fill-In text is required';
export const REVIEW_REASON_REQUIRED = 'Reason is a required field';
export const NEED_BY_BEFORE_TODAY = 'Need-by date cannot be earlier than today';
export const TERMS_NOT_ATTESTED = 'Please tick the box to attest the terms';
