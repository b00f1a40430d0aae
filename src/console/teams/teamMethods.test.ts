import { recordingDataProvider } from '../providers/methods.fixture';

describe('myTeams', () => {
  it("reads the signed-in user's teams", async () => {
    const teams = [
      { id: 'all', name: 'All' },
      { id: 't1', name: 'North' },
    ];
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ json: { content: teams } }));
    expect(await dataProvider.myTeams()).toEqual(teams);
    expect(requests).toEqual([{ path: '/api/auth/v1/teams/my', method: 'GET', headers: {}, body: undefined }]);
  });
});
