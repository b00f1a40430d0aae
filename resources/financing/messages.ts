/** The financing texts of spec 002 §8 ("Financing"), and this project's for what the spec leaves unsaid. */
export const AGENCY_DETAILS_MISSING = 'Agency Details Missing. Please contact your agent or support.';
export const FULL_NAME_REQUIRED = 'Please enter full name.';
export const ALREADY_FINANCED = 'The premium of this policy is already financed.';
export const ALREADY_PAID = 'This policy is already paid in full; there is nothing to finance.';
export const FIGURES_CHANGED = 'The financing figures have changed. Please review the plan and accept it again.';
/** Spec 002 §8 "Financer". */
export const FINANCER_ADDED = 'Premium Financer added Successfully!';
export const NO_AGREEMENT = 'This policy has no premium finance agreement.';
