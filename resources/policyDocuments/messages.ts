/** The certificate's texts (spec 001 §5 "Certificate holder", spec 002 §9 and §8 "Certificate"). */
export const CERTIFICATE_MESSAGES = {
  generated: 'Policy certificate successfully generated',
  emailFailed: 'Unable to send policy certificate email',
  // Spec 001 §5 / 002 §9, word for word (the spec's spelling and trailing spaces kept).
  address: 'Please enter a Address ',
  organization: 'Please enter a Orginization.',
  city: 'Please enter a City ',
  state: 'Please select a State',
  policy: 'Policy is required',
  businessName: 'Business Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid Email Address',
} as const;
