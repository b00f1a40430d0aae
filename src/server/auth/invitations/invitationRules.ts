import type { FieldError } from '../../../shared/api/types';
import { passwordProblems } from '../passwordRules';

/** Field texts of sign-up and join (spec 000 §5; the spec names the required fields, these words are ours). */
export const FIRST_NAME_REQUIRED = 'First Name is a required field';
export const LAST_NAME_REQUIRED = 'Last Name is a required field';
export const INVITATION_CODE_REQUIRED = 'Invitation Code is a required field';
export const ORGANIZATION_REQUIRED = 'Organization Name is a required field';
export const PRODUCER_NUMBER_REQUIRED = 'Producer Number is a required field';
export const PRODUCER_NUMBER_NUMERIC = 'Producer Number must be a number';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Blank names and broken password rules, each under its field. */
export function personProblems(body: { firstName?: string; lastName?: string; password?: string }): FieldError[] {
  const problems: FieldError[] = [];
  if (blank(body.firstName)) problems.push({ field: 'firstName', detail: FIRST_NAME_REQUIRED });
  if (blank(body.lastName)) problems.push({ field: 'lastName', detail: LAST_NAME_REQUIRED });
  for (const problem of passwordProblems(body.password ?? ''))
    problems.push({ field: 'password', detail: problem.detail });
  return problems;
}

/**
 * Sign-up (spec 000 §5): invitation code, organization name, first and last name, password and producer
 * number, which is numeric and not asked of a CUSTOMER.
 */
export function signUpProblems(
  body: {
    invitationCode?: string;
    organization?: string;
    firstName?: string;
    lastName?: string;
    password?: string;
    npn?: string;
  },
  accountType: string,
): FieldError[] {
  const problems: FieldError[] = [];
  if (blank(body.invitationCode)) problems.push({ field: 'invitationCode', detail: INVITATION_CODE_REQUIRED });
  if (blank(body.organization)) problems.push({ field: 'organization', detail: ORGANIZATION_REQUIRED });
  problems.push(...personProblems(body));
  if (accountType !== 'CUSTOMER') {
    if (blank(body.npn)) problems.push({ field: 'npn', detail: PRODUCER_NUMBER_REQUIRED });
    else if (!/^\d{1,10}$/.test((body.npn as string).trim()))
      problems.push({ field: 'npn', detail: PRODUCER_NUMBER_NUMERIC });
  }
  return problems;
}
