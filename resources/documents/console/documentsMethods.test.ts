import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { documentsResource } from '../declaration';
import { documentFilePath, documentsMethods } from './documentsMethods';

const setup = (json?: unknown) => recordingDataProvider([documentsResource], [documentsMethods], () => ({ json }));

describe("the documents' data provider methods", () => {
  it("searchDocuments asks one page of one account's or agency's documents", async () => {
    const { dataProvider, requests } = setup({ content: [], totalElements: 0 });
    expect(await dataProvider.searchDocuments({ accountId: 'a1', agencyId: 'g1' }, 2, 25)).toEqual({
      content: [],
      totalElements: 0,
    });
    expect(requests).toEqual([
      {
        path: '/api/docs/v1/search?page=2&size=25&accountId=a1&agencyId=g1',
        method: 'GET',
        headers: {},
        body: undefined,
      },
    ]);
  });

  it('documentTypes reads GET /api/docs/v1/docTypes', async () => {
    const { dataProvider, requests } = setup([{ value: 'POLICY', label: 'Policy' }]);
    expect(await dataProvider.documentTypes()).toEqual([{ value: 'POLICY', label: 'Policy' }]);
    expect(requests).toEqual([{ path: '/api/docs/v1/docTypes', method: 'GET', headers: {}, body: undefined }]);
  });

  it('uploadDocument posts a multipart form: the file, its type and name, and the owner', async () => {
    const { dataProvider, requests } = setup({ docId: 'd1' });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await dataProvider.uploadDocument({ file, docType: 'OTHER', docName: 'Notes', accountId: 'a1' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: '/api/docs/v1/upload/doc', method: 'POST', headers: {} });
    const body = requests[0].body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['file', 'docType', 'docName', 'accountId']);
    expect({
      docType: body.docType,
      docName: body.docName,
      accountId: body.accountId,
      file: (body.file as File).name,
    }).toEqual({ docType: 'OTHER', docName: 'Notes', accountId: 'a1', file: 'notes.txt' });
  });

  it('deleteDocument sends DELETE /api/docs/v1?docId', async () => {
    const { dataProvider, requests } = setup();
    await dataProvider.deleteDocument('d 1');
    expect(requests).toEqual([{ path: '/api/docs/v1?docId=d+1', method: 'DELETE', headers: {}, body: undefined }]);
  });

  it("a document's file is at /api/docs/v1/download?docId", () => {
    expect(documentFilePath('d1')).toBe('/api/docs/v1/download?docId=d1');
  });
});
