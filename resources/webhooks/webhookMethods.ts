/**
 * The webhook page's calls beyond CRUD, as data provider methods (deliveries/logRoutes.ts answers them):
 *
 *   webhookDeliveries(webhookId)              GET  {webhooks}/{id}/deliveries?size=25   the newest 25 deliveries
 *   redeliverWebhook(webhookId, deliveryId)   POST {webhooks}/{id}/deliveries/{deliveryId}/redeliver
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../src/console/providers/methods';
import { webhooksResource } from './declaration';

/** One delivery of the log: the event, whether it arrived, the attempts and what the receiver answered. */
export interface Delivery {
  id: string;
  eventType: string;
  recordKey: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string;
  deliveredAt: string | null;
  created: string;
}

const deliveriesOf = (webhookId: string) => `${webhooksResource.apiBase}/${encodeURIComponent(webhookId)}/deliveries`;

export const webhookMethods = defineDataProviderMethods(({ httpClient }) => ({
  webhookDeliveries: async (webhookId: string): Promise<Delivery[]> =>
    ((await httpClient(`${deliveriesOf(webhookId)}?size=25`)).json as { content: Delivery[] }).content,

  redeliverWebhook: async (webhookId: string, deliveryId: string): Promise<void> => {
    await httpClient(`${deliveriesOf(webhookId)}/${encodeURIComponent(deliveryId)}/redeliver`, {
      method: 'POST',
      body: '{}',
    });
  },
}));

export const useWebhookCalls = () => useDataProvider<DataProviderWith<typeof webhookMethods>>();
