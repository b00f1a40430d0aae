import { recordingDataProvider } from '../providers/methods.fixture';

describe('form methods', () => {
  it('reads a form, the form names, the stamp, the answers and their history, the records per version, and saves answers with their version', async () => {
    const { dataProvider, requests } = recordingDataProvider([], [], ({ path }) => ({
      json: path.endsWith('/stamp') ? { stamp: 's1' } : {},
    }));
    await dataProvider.form('claim', { version: 2, region: 'UK' });
    await dataProvider.form('claim');
    await dataProvider.formNames();
    expect(await dataProvider.formsStamp()).toBe('s1');
    await dataProvider.formAnswers('quoteQuestionnaire', 'a1');
    await dataProvider.formAnswersHistory('securityP250', 'a 1');
    await dataProvider.formVersions();
    await dataProvider.saveFormAnswers('accountDetails', 'a1', { name: 'Acme' }, 3, { confirmQuoteChanges: true });
    expect(requests).toEqual([
      { path: '/api/forms/v1/forms/claim?version=2&region=UK', method: 'GET', headers: {}, body: undefined },
      { path: '/api/forms/v1/forms/claim', method: 'GET', headers: {}, body: undefined },
      { path: '/api/forms/v1/forms', method: 'GET', headers: {}, body: undefined },
      { path: '/api/forms/v1/stamp', method: 'GET', headers: {}, body: undefined },
      { path: '/api/forms/v1/answers/quoteQuestionnaire/a1', method: 'GET', headers: {}, body: undefined },
      { path: '/api/forms/v1/answers/securityP250/a%201/history', method: 'GET', headers: {}, body: undefined },
      { path: '/api/forms/v1/versions', method: 'GET', headers: {}, body: undefined },
      {
        path: '/api/forms/v1/answers/accountDetails/a1',
        method: 'PUT',
        headers: {},
        body: { confirmQuoteChanges: true, answers: { name: 'Acme' }, version: 3 },
      },
    ]);
  });
});
