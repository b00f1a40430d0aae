/** Texts of policy servicing (spec 002 §5, §8; the rest decided and kept here, word for word as answered). */
export const SERVICING_MESSAGES = {
  // Spec 002 §5 "Endorsement dates" (the limits), worded here.
  tooEarly: 'The endorsement date cannot be more than 14 days in the past.',
  tooLate: 'The endorsement date cannot be more than 30 days ahead.',
  outsideTerm: 'The endorsement date must fall within the policy period.',
  dateRequired: 'Endorsement Date is required',
  dateInvalid: 'Invalid date format',
  nothingChanges: 'The endorsement changes nothing: choose another limit, deductible, waiting period or coverage.',
  noRating: 'This policy has no stored rating to re-price; it cannot be endorsed here.',
  // Spec 001 §8 "Update policyholder contact fails" and the request to bind's field texts (spec 002 §5).
  contactFailed: 'Failed to update policy holder contact',
  contactUpdated: 'Contact Updated Successfully!',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid Email Address',
  phone: 'Phone Number is required',
  phoneInvalid: 'Please enter a valid Phone Number',
  firstNamePattern: 'First name may contain letters and spaces only',
  lastNamePattern: 'Last name may contain letters and spaces only',
} as const;
