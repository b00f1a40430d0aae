/** The bodies of the billing contact calls: the four contact fields required, as the accounting form's. */
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { contactProperties, contactRequired } from '../accounting';

export const newContactBody: JsonSchemaNode = {
  type: 'object',
  required: ['accountId', 'firstName', 'lastName', 'email', 'phone'],
  additionalProperties: false,
  properties: { accountId: { type: 'string', maxLength: 64 }, ...contactProperties },
  errorMessage: { required: { accountId: 'Account is a required field', ...contactRequired } },
};

export const contactBody: JsonSchemaNode = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone'],
  additionalProperties: false,
  properties: { version: { type: 'integer' }, ...contactProperties },
  errorMessage: { required: contactRequired },
};
