import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { webhooksResource } from './declaration';
import { webhookMethods } from './webhookMethods';

const delivery = {
  id: 'd1',
  eventType: 'quote.created',
  recordKey: 'q1',
  status: 'FAILED',
  attempts: 3,
  lastStatusCode: 500,
  lastError: null,
  nextAttemptAt: '2026-01-01T00:00:00.000Z',
  deliveredAt: null,
  created: '2026-01-01T00:00:00.000Z',
};

describe("the webhooks' data provider methods", () => {
  it('webhookDeliveries reads the newest 25 deliveries of the webhook', async () => {
    const { dataProvider, requests } = recordingDataProvider([webhooksResource], [webhookMethods], () => ({
      json: { content: [delivery], totalElements: 1 },
    }));
    expect(await dataProvider.webhookDeliveries('w1')).toEqual([delivery]);
    expect(requests).toEqual([
      { path: `${webhooksResource.apiBase}/w1/deliveries?size=25`, method: 'GET', headers: {}, body: undefined },
    ]);
  });

  it('redeliverWebhook posts an empty body to the delivery’s redeliver', async () => {
    const { dataProvider, requests } = recordingDataProvider([webhooksResource], [webhookMethods], () => ({
      json: { id: 'd1', status: 'PENDING' },
    }));
    await dataProvider.redeliverWebhook('w1', 'd1');
    expect(requests).toEqual([
      { path: `${webhooksResource.apiBase}/w1/deliveries/d1/redeliver`, method: 'POST', headers: {}, body: {} },
    ]);
  });
});
