import InboxIcon from '@mui/icons-material/MoveToInbox';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { submissionsResource } from './declaration';

/** Submissions are listed and shown here; they move through their actions (decline, lost, reopen, assign). */
export const submissions = defineConsoleResource({
  declaration: submissionsResource,
  personas: ['AGENCY'],
  icon: InboxIcon,
  recordRepresentation: 'submissionNumber',
  views: {
    list: () => import('./SubmissionList').then((views) => views.SubmissionList),
    show: () => import('./SubmissionShow').then((views) => views.SubmissionShow),
  },
});
