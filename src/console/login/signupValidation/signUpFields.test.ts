import { signUpFieldErrors } from './signUpFields';
import { signUpFailure } from './signUpFailure';

const filled = {
  invitationCode: 'ABCD2345',
  organization: 'Gamma',
  firstName: 'Gia',
  lastName: 'Gamma',
  password: 'Harbour-Lights-42',
  npn: '1234567',
};

describe('sign-up fields (spec 000 §5)', () => {
  it('requires every field, the producer number included, for an agency', () => {
    expect(
      signUpFieldErrors(
        { invitationCode: '', organization: ' ', firstName: '', lastName: '', password: '', npn: '' },
        'AGENCY',
      ),
    ).toEqual({
      invitationCode: 'signin.signUp.required.invitationCode',
      organization: 'signin.signUp.required.organization',
      firstName: 'signin.signUp.required.firstName',
      lastName: 'signin.signUp.required.lastName',
      password: 'signin.signUp.required.password',
      npn: 'signin.signUp.required.npn',
    });
    expect(signUpFieldErrors(filled, 'AGENCY')).toEqual({});
  });

  it('wants a numeric producer number', () => {
    expect(signUpFieldErrors({ ...filled, npn: '12a' }, 'AGENCY')).toEqual({ npn: 'signin.signUp.npnNumeric' });
  });

  it('does not ask a CUSTOMER for a producer number', () => {
    expect(signUpFieldErrors({ ...filled, npn: '' }, 'CUSTOMER')).toEqual({});
  });
});

describe('signUpFailure (spec 000 §8.3 "Sign-up")', () => {
  it('412 shows the server text', () => {
    expect(signUpFailure({ status: 412, body: { detail: 'The invitation code is not valid.' } })).toEqual({
      text: 'The invitation code is not valid.',
    });
  });

  it.each([400, 404, 500, 0])('%s is "Service Unavailable. Please try again."', (status) => {
    expect(signUpFailure({ status, body: { detail: 'x' } })).toEqual({ key: 'signin.join.serviceUnavailable' });
  });
});
