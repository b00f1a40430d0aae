import { recordingDataProvider } from '../providers/methods.fixture';

describe('picture methods', () => {
  it('uploads the file as multipart and answers the path and size the crop needs', async () => {
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({
      json: { logoPath: 'logos/a.png', width: 400, height: 300 },
    }));
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    expect(await dataProvider.uploadPicture('/api/account/v1/account/a1/logo/initial', file, 'logoPath')).toEqual({
      path: 'logos/a.png',
      width: 400,
      height: 300,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: '/api/account/v1/account/a1/logo/initial', method: 'POST' });
    expect((requests[0].body as { file: File }).file.name).toBe('a.png');
  });

  it('sends the crop with x and y in the query and the rest in the body', async () => {
    const { dataProvider, requests } = recordingDataProvider([]);
    await dataProvider.cropPicture('/api/auth/v1/profile/picture?user=u1', 10, 20, { width: 100, height: 100 });
    expect(requests).toEqual([
      {
        path: '/api/auth/v1/profile/picture?user=u1&xCoordinate=10&yCoordinate=20',
        method: 'POST',
        headers: {},
        body: { width: 100, height: 100 },
      },
    ]);
  });

  it('removes the picture with a DELETE of its path', async () => {
    const { dataProvider, requests } = recordingDataProvider([]);
    await dataProvider.removePicture('/api/auth/v1/profile/picture?user=u1');
    expect(requests).toEqual([
      { path: '/api/auth/v1/profile/picture?user=u1', method: 'DELETE', headers: {}, body: undefined },
    ]);
  });
});
