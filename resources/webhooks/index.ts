import WebhookIcon from '@mui/icons-material/Webhook';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { webhooksResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

export const webhooks = defineConsoleResource({
  declaration: webhooksResource,
  personas: ['AGENCY'],
  icon: WebhookIcon,
  recordRepresentation: 'companyName',
  dataProviderMethods: [
    lazyDataProviderMethods(['webhookDeliveries', 'redeliverWebhook'], () =>
      import('./webhookMethods').then((module) => module.webhookMethods),
    ),
  ],
  views: {
    list: () => import('./WebhookList').then((views) => views.WebhookList),
    show: () => import('./WebhookShow').then((views) => views.WebhookShow),
    create: () => import('./WebhookForm').then((views) => views.WebhookCreate),
    edit: () => import('./WebhookForm').then((views) => views.WebhookEdit),
  },
});
