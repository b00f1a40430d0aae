import { recordingDataProvider } from '../providers/methods.fixture';

describe('jumpToken', () => {
  it('asks for a one-time token entering the account', async () => {
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({
      json: { token: 'tok', accountName: 'Alpha Insurance Agency' },
    }));
    expect(await dataProvider.jumpToken('a 1')).toEqual({ token: 'tok', accountName: 'Alpha Insurance Agency' });
    expect(requests).toEqual([
      { path: '/api/auth/v1/jump/a%201/jtoken', method: 'POST', headers: {}, body: undefined },
    ]);
  });
});
