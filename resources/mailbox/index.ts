import MailIcon from '@mui/icons-material/Mail';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { mailboxResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The shared mailbox: staff, agencies and MSSPs (each sees the threads assigned to it). */
export const mailbox = defineConsoleResource({
  declaration: mailboxResource,
  personas: ['PROVIDER', 'AGENCY', 'MSSP'],
  icon: MailIcon,
  recordRepresentation: 'subject',
  dataProviderMethods: [
    lazyDataProviderMethods(
      [
        'threadMessages',
        'newDraft',
        'updateMessage',
        'sendDraft',
        'setMessageLabel',
        'assignThread',
        'messageAttachments',
        'uploadAttachment',
        'attachFromUrl',
        'messageTracking',
        'suggestReply',
        'assignableOrganisations',
        'assignableUsers',
        'assignableTeams',
      ],
      () => import('./thread/mailboxMethods').then((module) => module.mailboxMethods),
    ),
  ],
  views: {
    list: () => import('./MessageList').then((views) => views.MessageList),
    show: () => import('./MessageThread').then((views) => views.MessageThread),
  },
});
