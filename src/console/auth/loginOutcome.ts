/**
 * What a failed login means for the login screen (spec 000 §8.2). Some statuses are not failures to show but
 * steps to take (new password, MFA code, email validation); those become a LoginStepError so the screen can
 * branch on `kind` instead of comparing message texts.
 */
import { stripBracketedPrefix } from '../../shared/api/errorMessage';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please double check your email and password.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials. Please try again.';
export const EMAIL_VALIDATION_REQUIRED_MESSAGE = 'Email validation required.';
export const UNEXPECTED_LOGIN_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

export type LoginStep = 'passwordExpired' | 'mfaRequired' | 'emailValidation';

// The spec gives no wording for these two: the screen navigates or reveals a field instead of showing text.
// The messages only matter if a caller forgets to branch.
const STEP_MESSAGES: Record<LoginStep, string> = {
  passwordExpired: 'Password expired.',
  mfaRequired: 'Multi-factor authentication code required.',
  emailValidation: EMAIL_VALIDATION_REQUIRED_MESSAGE,
};

export class LoginStepError extends Error {
  constructor(readonly kind: LoginStep) {
    super(STEP_MESSAGES[kind]);
    this.name = 'LoginStepError';
  }
}

const serverMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['detail', 'message'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && stripBracketedPrefix(value) !== '') return stripBracketedPrefix(value);
  }
  return undefined;
};

/** The error a failed login rejects with, from the answer's status and body (status undefined: no answer). */
export function chooseLoginError(status: number | undefined, body: unknown): Error {
  switch (status) {
    case 418:
      return new LoginStepError('passwordExpired');
    case 307:
      return new LoginStepError('mfaRequired');
    case 412:
      return new LoginStepError('emailValidation');
    case 401:
      return new Error(LOGIN_FAILED_MESSAGE);
    case 409:
      return new Error(serverMessage(body) ?? INVALID_CREDENTIALS_MESSAGE);
    default:
      return new Error(UNEXPECTED_LOGIN_ERROR_MESSAGE);
  }
}
