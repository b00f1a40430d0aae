import FeedbackIcon from '@mui/icons-material/Feedback';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { feedbackResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/**
 * Feedback: the dialog in every area's user menu (its own chunk, loaded when first opened); staff's area lists
 * what was sent.
 */
export const feedback = defineConsoleResource({
  declaration: feedbackResource,
  personas: [],
  icon: FeedbackIcon,
  views: {
    list: () => import('./FeedbackList').then((views) => views.FeedbackList),
  },
  userMenuDialogs: [
    {
      name: 'feedback',
      label: 'resources.feedback.menu',
      title: 'Feedback',
      icon: FeedbackIcon,
      load: () => import('./FeedbackDialog').then((body) => body.FeedbackDialog),
    },
  ],
  dataProviderMethods: [
    lazyDataProviderMethods(['sendFeedback'], () =>
      import('./feedbackMethods').then((module) => module.feedbackMethods),
    ),
  ],
});
