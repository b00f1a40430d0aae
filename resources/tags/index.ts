import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { tagsResource } from './declaration';

export const tags = defineConsoleResource({
  declaration: tagsResource,
  personas: ['AGENCY'],
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
  views: {
    list: () => import('./TagList').then((views) => views.TagList),
    create: () => import('./TagForm').then((views) => views.TagCreate),
    edit: () => import('./TagForm').then((views) => views.TagEdit),
  },
  routes: [{ path: '/manage/tags', load: () => import('./ManageTagsRoute').then((page) => page.ManageTagsRoute) }],
});

/** The link to the tags' set-up page, for the accounts list; its own chunk. */
export const SetupTagsLink = lazy(() => import('./SetupTagsLink').then((link) => ({ default: link.SetupTagsLink })));
