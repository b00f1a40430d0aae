import { recordingDataProvider } from '../providers/methods.fixture';

describe('sendSignUpInvitation', () => {
  it('posts the invitation with the chosen account type and agency', async () => {
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ status: 201, json: {} }));
    await dataProvider.sendSignUpInvitation({ email: 'new@client.test', accountType: 'CUSTOMER', agencyId: 'ag1' });
    expect(requests).toEqual([
      {
        path: '/api/auth/v1/invitations',
        method: 'POST',
        headers: {},
        body: { email: 'new@client.test', accountType: 'CUSTOMER', agencyId: 'ag1' },
      },
    ]);
  });
});
