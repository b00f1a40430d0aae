import { accountTagsResource } from './declaration';

/** Registered without views: selections are toggled from the account's page (AccountTagsField). */
export const accountTags = {
  name: accountTagsResource.name,
};
