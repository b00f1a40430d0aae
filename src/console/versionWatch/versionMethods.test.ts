import { recordingDataProvider } from '../providers/methods.fixture';

describe('consoleVersion', () => {
  it("reads the server's console version and the answer's status", async () => {
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ json: { v: '1.2.3' } }));
    expect(await dataProvider.consoleVersion()).toEqual({ status: 200, v: '1.2.3' });
    expect(requests).toEqual([{ path: '/api/console-version', method: 'GET', headers: {}, body: undefined }]);
  });
});
