import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { importMethods } from './importMethods';

describe('bulk upload methods', () => {
  it('posts the form as multipart, then reads the job and a page of its refused rows', async () => {
    const { dataProvider, requests } = recordingDataProvider([], [importMethods], () => ({ json: { id: 'j1' } }));
    const file = new File(['name\nAcme'], 'accounts.csv', { type: 'text/csv' });
    await dataProvider.uploadAccounts({ file, tags: 'red,new', redAccounts: true, agencyId: 'ag1' });
    await dataProvider.importJob('j 1');
    await dataProvider.refusedRows('j1', 2, 25);
    expect(requests.map(({ path, method }) => ({ path, method }))).toEqual([
      { path: '/api/account/v1/account/bulk-upload', method: 'POST' },
      { path: '/api/account/v1/account/bulk-upload/j%201', method: 'GET' },
      { path: '/api/account/v1/account/bulk-upload/j1/errors?page=2&size=25', method: 'GET' },
    ]);
    const form = requests[0].body as Record<string, unknown>;
    expect({ ...form, file: (form.file as File).name }).toEqual({
      file: 'accounts.csv',
      tags: 'red,new',
      redAccounts: 'true',
      agencyId: 'ag1',
    });
  });
});
