/**
 * The body of "send quote to policy holder" (spec 002 §3 "Policy holder", spec 001 §5 "Contact"): first and last
 * name required (letters and spaces, as the request to bind), a valid e-mail required, the phone optional and
 * valid for the region (the account record's policyholder phone rule, read from its schema).
 */
import accountSchema from '../../../schemas/records/account.schema.json';
import type { Region } from '../../../src/shared/region/regions';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { CONTACT_MESSAGES as M } from './messages';

const NAME = '^[A-Za-z][A-Za-z ]*$';

interface RegionRule {
  if?: { properties?: { country?: { const?: string } } };
  then?: { properties?: { policyContactPhone?: { pattern?: string } } };
}

/** The policyholder phone pattern of the account schema for `region`. */
export function policyholderPhonePattern(region: Region): string | undefined {
  const rules = (accountSchema as { allOf?: RegionRule[] }).allOf ?? [];
  return rules.find((rule) => rule.if?.properties?.country?.const === region)?.then?.properties?.policyContactPhone
    ?.pattern;
}

export function sendBody(region: Region): JsonSchemaNode {
  const pattern = policyholderPhonePattern(region);
  return {
    type: 'object',
    properties: {
      quoteId: { type: 'string', minLength: 1, errorMessage: { minLength: 'Quote is required' } },
      version: { type: 'integer' },
      customerFirstName: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: NAME,
        errorMessage: { minLength: M.firstName, pattern: M.namePattern },
      },
      customerLastName: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: NAME,
        errorMessage: { minLength: M.lastName, pattern: M.namePattern },
      },
      customerEmail: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: M.emailInvalid } },
      customerPhone: {
        type: 'string',
        maxLength: 40,
        ...(pattern ? { pattern } : {}),
        errorMessage: { pattern: M.phoneInvalid, type: M.phoneInvalid },
      },
    },
    required: ['quoteId', 'customerFirstName', 'customerLastName', 'customerEmail'],
    additionalProperties: false,
    errorMessage: {
      required: {
        quoteId: 'Quote is required',
        customerFirstName: M.firstName,
        customerLastName: M.lastName,
        customerEmail: M.emailRequired,
      },
    },
  };
}
