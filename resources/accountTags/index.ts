import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { accountTagsResource } from './declaration';

/** Registered without views: selections are toggled from the account's page (AccountTagsField). */
export const accountTags = defineConsoleResource({ declaration: accountTagsResource, personas: [], views: {} });
