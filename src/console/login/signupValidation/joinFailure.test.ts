import { joinFailure } from './joinFailure';

describe('joinFailure (spec 000 §8.3 "Join")', () => {
  it("400 lists the server's password errors", () => {
    const body = {
      detail: 'x',
      fieldErrors: [
        { field: 'password', detail: 'At least 8 characters' },
        { field: 'password', detail: 'Not a commonly used password' },
      ],
    };
    expect(joinFailure({ status: 400, body })).toEqual([
      { text: 'At least 8 characters' },
      { text: 'Not a commonly used password' },
    ]);
  });

  it('404 says the e-mail setup link is gone', () => {
    expect(joinFailure({ status: 404, body: { detail: 'whatever' } })).toEqual([{ key: 'signin.join.linkExpired' }]);
  });

  it('412 shows the server text, or "Authorization Failed for Token" without one', () => {
    expect(joinFailure({ status: 412, body: { detail: 'Token of another kind' } })).toEqual([
      { text: 'Token of another kind' },
    ]);
    expect(joinFailure({ status: 412, body: null })).toEqual([{ key: 'signin.join.authorizationFailed' }]);
  });

  it.each([500, 503, 0, undefined])('%s is "Service Unavailable. Please try again."', (status) => {
    expect(joinFailure({ status, body: null })).toEqual([{ key: 'signin.join.serviceUnavailable' }]);
  });
});
