/**
 * The sign-up form's own checks (spec 000 §5): every field required, the producer number numeric and not
 * asked of a CUSTOMER. Answers a translation key per field in trouble; the password is judged by the
 * server's rules (the checklist).
 */
export interface SignUpValues {
  invitationCode: string;
  organization: string;
  firstName: string;
  lastName: string;
  password: string;
  npn: string;
}

export const asksProducerNumber = (accountType: string) => accountType !== 'CUSTOMER';

export function signUpFieldErrors(
  values: SignUpValues,
  accountType: string,
): Partial<Record<keyof SignUpValues, string>> {
  const errors: Partial<Record<keyof SignUpValues, string>> = {};
  for (const field of ['invitationCode', 'organization', 'firstName', 'lastName', 'password'] as const) {
    if (values[field].trim() === '') errors[field] = `signin.signUp.required.${field}`;
  }
  if (asksProducerNumber(accountType)) {
    if (values.npn.trim() === '') errors.npn = 'signin.signUp.required.npn';
    else if (!/^\d{1,10}$/.test(values.npn.trim())) errors.npn = 'signin.signUp.npnNumeric';
  }
  return errors;
}
