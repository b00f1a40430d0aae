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
  // An account's Submissions tab: the submissions table, newest change first.
  relatedTabs: [
    {
      host: 'accounts',
      target: 'accountId',
      label: 'resources.submissions.tabs.account',
      order: 40,
      sort: { field: 'modified', order: 'DESC' },
      load: () => import('./list/SubmissionGrid').then((grid) => grid.SubmissionGrid),
    },
  ],
  // The agency dashboard's SUBMISSIONS tab (spec 002 §2), its own chunk.
  dashboardTabs: [
    {
      code: 'SUBMISSIONS',
      order: 50,
      prefilterBy: 'accountId',
      load: () => import('./dashboard/SubmissionsTab').then((tab) => tab.default),
    },
  ],
});
