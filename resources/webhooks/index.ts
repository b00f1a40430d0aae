import WebhookIcon from '@mui/icons-material/Webhook';
import { webhooksResource } from './declaration';
import { WebhookCreate, WebhookEdit } from './WebhookForm';
import { WebhookList } from './WebhookList';
import { WebhookShow } from './WebhookShow';

export const webhooks = {
  name: webhooksResource.name,
  list: WebhookList,
  show: WebhookShow,
  create: WebhookCreate,
  edit: WebhookEdit,
  icon: WebhookIcon,
  recordRepresentation: 'companyName',
};
