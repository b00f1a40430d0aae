/** Spec 001 §8: an e-mail address belongs to one user only (users resource, sign-up and join). */
export const EMAIL_TAKEN = 'This email address is already in use.';
