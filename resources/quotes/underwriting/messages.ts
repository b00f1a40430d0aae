/** The texts of spec 002 §5 and §8 for the underwriting actions, and the project's where the spec gives none. */
export const UNDERWRITING_MESSAGES = {
  brokerFee: 'Broker Fee updated Successfully!',
  mgaFee: 'MGA Fee updated Successfully!',
  sent: 'Quote request(s) sent successfully!',
  deleteInvalid: 'Submitted Request to Delete All Invalid Quotes!',
  deleteExpired: 'Submitted Request to Delete All Expired Quotes!',
} as const;

/** Fee field texts (spec 002 §5, spec 001 §5 "Additional Broker Fee"). */
export const feeMessages = (label: string) => ({
  required: `${label} is required`,
  type: `${label} must be a number`,
  minimum: `${label} cannot be less than $0`,
  maximum: `${label} must be less than or equal to $10,000`,
});

/** The policyholder contact (spec 001 §5 "Contact"). */
export const CONTACT_MESSAGES = {
  firstName: 'Please enter Policy Holder First Name.',
  lastName: 'Please enter Policy Holder Last Name.',
  namePattern: 'Policy holder names may contain letters and spaces only',
  emailRequired: 'Please enter Email Address',
  emailInvalid: 'Please enter a valid Email Address',
  phoneInvalid: 'Please enter a valid Policy Holder Phone Number.',
  emailOfAnotherOrganisation:
    "This e-mail address belongs to a user of another organisation. Send the quote to the policyholder's own address.",
} as const;

export const NO_RATING_FOR_IRPM =
  'This quote has no rater breakdown to apply an IRPM to (its product is not rated here).';

export const NO_RATING_TO_REPRICE = 'This quote has no rater input to price again (its product is not rated here).';

/** The texts of the actions of this part (spec 002 §8 "Underwriter" where it gives one). */
export const REPRICE_MESSAGES = {
  reassessed: 'Risk reassessed!',
  alreadySurplus: 'The quote is already on surplus paper.',
  alreadyAdmitted: 'The quote is already on admitted paper.',
} as const;
