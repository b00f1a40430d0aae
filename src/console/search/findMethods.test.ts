// @vitest-environment jsdom
import { recordingDataProvider } from '../providers/methods.fixture';

describe('find', () => {
  it('asks the one search path with the term wrapped in asterisks, and answers its hits', async () => {
    const answer = { hits: [{ resource: 'quotes', id: 'q1', title: 'Q-100' }], totalHits: 1 };
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ json: answer }));
    expect(await dataProvider.find(' Alpine & Co ')).toEqual(answer);
    expect(requests).toEqual([
      { path: '/api/search/v1/find?search=*Alpine%20%26%20Co*', method: 'GET', headers: {}, body: undefined },
    ]);
  });
});
