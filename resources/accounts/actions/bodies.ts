/** The JSON Schemas of the accounts' action bodies, with the spec's messages. */
import type { Region } from '../../../src/shared/region/regions';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import {
  DECLINE_REASON_REQUIRED,
  FILL_IN_OPTION,
  FILL_IN_REQUIRED,
  REASON_DESCRIPTION_REQUIRED,
} from '../../quotes/server';
import { CONTACT_MESSAGES as C } from '../../quotes/server';
import { policyholderPhonePattern } from '../../quotes/server';
import { ACCOUNT_DECLINE_REASONS, ACCOUNT_MESSAGES as M } from './messages';

const version = { type: 'integer' } as const;
const accountId = { type: 'string' } as const;
const NAME = "^[A-Za-z][A-Za-z .'-]*$";
const text = (max = 100) => ({ type: 'string', maxLength: max }) as const;

/** Decline account (spec 002 §5 "Decline account has the same three", §7 payload productType, reason, reasonSummary). */
export const declineBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version,
    accountId,
    productType: { type: 'string', maxLength: 40 },
    reasonSummary: {
      type: 'string',
      enum: [...ACCOUNT_DECLINE_REASONS],
      errorMessage: { enum: DECLINE_REASON_REQUIRED },
    },
    reason: { type: 'string', minLength: 1, maxLength: 2000, errorMessage: { minLength: REASON_DESCRIPTION_REQUIRED } },
    fillInText: { type: 'string', minLength: 1, maxLength: 500, errorMessage: { minLength: FILL_IN_REQUIRED } },
  },
  required: ['reasonSummary', 'reason'],
  if: { properties: { reasonSummary: { const: FILL_IN_OPTION } }, required: ['reasonSummary'] },
  then: { required: ['fillInText'], errorMessage: { required: { fillInText: FILL_IN_REQUIRED } } },
  additionalProperties: false,
  errorMessage: { required: { reasonSummary: DECLINE_REASON_REQUIRED, reason: REASON_DESCRIPTION_REQUIRED } },
};

export const emptyBody: JsonSchemaNode = {
  type: 'object',
  properties: { version, accountId },
  additionalProperties: false,
};

/** Add or edit contact (spec 001 §3 "Contact payload", §5 "Contact" texts). */
export function contactBody(region: Region): JsonSchemaNode {
  const pattern = policyholderPhonePattern(region);
  return {
    type: 'object',
    properties: {
      version,
      accountId,
      agencyId: { type: 'string' },
      agentFirstName: text(),
      agentLastName: text(),
      agentEmail: text(254),
      agentPhone: text(40),
      contactFirstName: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: NAME,
        errorMessage: { minLength: C.firstName, pattern: C.namePattern },
      },
      contactLastName: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: NAME,
        errorMessage: { minLength: C.lastName, pattern: C.namePattern },
      },
      contactEmail: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: C.emailInvalid } },
      contactPhone: {
        type: 'string',
        maxLength: 40,
        ...(pattern ? { pattern } : {}),
        errorMessage: { pattern: C.phoneInvalid, type: C.phoneInvalid },
      },
      addUserToSystem: { type: 'boolean' },
    },
    required: ['contactFirstName', 'contactLastName', 'contactEmail'],
    additionalProperties: false,
    errorMessage: {
      required: { contactFirstName: C.firstName, contactLastName: C.lastName, contactEmail: C.emailRequired },
    },
  };
}

/** Assign agency (spec 001 §3 "Agency assignment payload", the link flag optional). */
export const assignAgencyBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version,
    accountId,
    agencyId: { type: 'string', minLength: 1, errorMessage: { minLength: M.selectAgency } },
    agencyName: text(255),
    agentFirstName: text(),
    agentLastName: text(),
    agentEmail: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: C.emailInvalid } },
    agentPhoneNumber: text(40),
    link: { type: 'boolean' },
  },
  required: ['agencyId'],
  if: { properties: { link: { const: true } }, required: ['link'] },
  then: { required: ['agentEmail'], errorMessage: { required: { agentEmail: C.emailRequired } } },
  additionalProperties: false,
  errorMessage: { required: { agencyId: M.selectAgency } },
};

/** Update agent (spec 001 §3 "Agent reassignment payload", §5 "a new agent is required and Team is a required field."). */
export const updateAgentBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version,
    accountId,
    accountName: text(255),
    contactFirstName: text(),
    contactLastName: text(),
    contactEmail: text(254),
    contactPhone: text(40),
    agentEmail: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: C.emailInvalid } },
    agentFirstName: text(),
    agentLastName: text(),
    agentPhone: text(40),
    team: { type: 'string', minLength: 1, errorMessage: { minLength: M.teamRequired } },
  },
  required: ['agentEmail', 'team'],
  additionalProperties: false,
  errorMessage: { required: { agentEmail: M.agentRequired, team: M.teamRequired } },
};
