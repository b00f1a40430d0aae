import { chooseLoginError, LoginStepError } from './loginOutcome';

describe('chooseLoginError', () => {
  it('asks for the password-expired step on 418', () => {
    const error = chooseLoginError(418, {});
    expect(error).toBeInstanceOf(LoginStepError);
    expect((error as LoginStepError).kind).toBe('passwordExpired');
  });

  it('asks for the MFA step on 307', () => {
    const error = chooseLoginError(307, null);
    expect(error).toBeInstanceOf(LoginStepError);
    expect((error as LoginStepError).kind).toBe('mfaRequired');
  });

  it('asks for email validation on 412 with the spec text', () => {
    const error = chooseLoginError(412, { detail: 'whatever the server says' });
    expect(error).toBeInstanceOf(LoginStepError);
    expect((error as LoginStepError).kind).toBe('emailValidation');
    expect(error.message).toBe('Email validation required.');
  });

  it('says the login failed on 401, whatever the server says', () => {
    const error = chooseLoginError(401, { detail: 'Bad credentials' });
    expect(error).not.toBeInstanceOf(LoginStepError);
    expect(error.message).toBe('Login failed. Please double check your email and password.');
  });

  it('shows the server detail on 409, without its code prefix', () => {
    expect(chooseLoginError(409, { status: 409, detail: '[AUTH-7] Account is locked' }).message).toBe(
      'Account is locked',
    );
    expect(chooseLoginError(409, { message: 'Too many attempts' }).message).toBe('Too many attempts');
  });

  it('falls back to the invalid-credentials text on 409 without a server message', () => {
    expect(chooseLoginError(409, null).message).toBe('Invalid credentials. Please try again.');
    expect(chooseLoginError(409, { detail: '[AUTH-7] ' }).message).toBe('Invalid credentials. Please try again.');
  });

  it.each([400, 403, 500, 0, undefined])('gives the unexpected-error text for %s', (status) => {
    const error = chooseLoginError(status, { detail: 'boom' });
    expect(error).not.toBeInstanceOf(LoginStepError);
    expect(error.message).toBe('An unexpected error occurred. Please try again.');
  });
});
