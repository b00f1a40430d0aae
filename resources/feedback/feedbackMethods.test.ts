import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { feedbackResource } from './declaration';
import { feedbackMethods } from './feedbackMethods';

describe("the feedback's data provider method", () => {
  it('sendFeedback posts the category, the text and the permission to share', async () => {
    const { dataProvider, requests } = recordingDataProvider([feedbackResource], [feedbackMethods], () => ({
      json: { id: 'f1', priority: 'HIGH' },
    }));
    expect(
      await dataProvider.sendFeedback({ category: 'ISSUE', feedbackText: 'Broken', permissionToShare: false }),
    ).toEqual({ id: 'f1', priority: 'HIGH' });
    expect(requests).toEqual([
      {
        path: feedbackResource.apiBase,
        method: 'POST',
        headers: {},
        body: { category: 'ISSUE', feedbackText: 'Broken', permissionToShare: false },
      },
    ]);
  });
});
