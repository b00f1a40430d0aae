/** Texts of the address verification (spec 001 §8 "Unable to verify address"; the field texts decided). */
export const ADDRESS_MESSAGES = {
  address1: 'Please enter Address Line 1.',
  city: 'Please enter a Town/City.',
  zipCode: 'Please enter a Postcode.',
  failed: 'Unable to verify address',
} as const;
