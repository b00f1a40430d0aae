import { lazy } from 'react';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { accountTagsResource } from './declaration';

/** Registered without views: selections are toggled from the account's page (AccountTagsField). */
export const accountTags = defineConsoleResource({ declaration: accountTagsResource, personas: [], views: {} });

/** An account's tags, toggled on its page; its own chunk. */
export const AccountTagsField = lazy(() =>
  import('./AccountTagsField').then((field) => ({ default: field.AccountTagsField })),
);
