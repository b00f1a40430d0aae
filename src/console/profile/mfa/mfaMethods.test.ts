import { recordingDataProvider } from '../../providers/methods.fixture';

describe('MFA enrolment methods', () => {
  it('starts an enrolment with PUT and verifies it with the codes in the body', async () => {
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ json: { sentTo: 'a***@b.com' } }));
    expect(await dataProvider.startMfaEnrolment('EMAIL')).toEqual({ sentTo: 'a***@b.com' });
    await dataProvider.verifyMfaEnrolment('GOOGLE', '123456', '654321');
    await dataProvider.verifyMfaEnrolment('SMS', '111111');
    expect(requests).toEqual([
      { path: '/api/auth/v1/mfa/update?mfaType=EMAIL', method: 'PUT', headers: {}, body: undefined },
      {
        path: '/api/auth/v1/mfa/verify',
        method: 'POST',
        headers: {},
        body: { mfaType: 'GOOGLE', mfa1: '123456', mfa2: '654321' },
      },
      { path: '/api/auth/v1/mfa/verify', method: 'POST', headers: {}, body: { mfaType: 'SMS', mfa1: '111111' } },
    ]);
  });
});
