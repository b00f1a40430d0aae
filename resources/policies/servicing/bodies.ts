/** The JSON Schemas of the servicing actions' bodies, with their messages. */
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { SERVICING_MESSAGES as M } from './messages';
import calculatorRequest from '../../../schemas/rating/calculatorRequest.schema.json';

const common = { version: { type: 'integer' }, policyId: { type: 'string' }, productType: { type: 'string' } } as const;
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const NAME = '^[A-Za-z][A-Za-z ]*$';
const PHONE = '^\\+?[0-9 ()\\-.]{7,20}$';

/** Mute (or unmute, `mute: false`) the policy's renewal reminders. */
export const muteBody: JsonSchemaNode = {
  type: 'object',
  properties: { ...common, mute: { type: 'boolean', default: true } },
  additionalProperties: false,
};

/** Open for renewal and renewal opt-out: an optional note. */
export const renewalBody: JsonSchemaNode = {
  type: 'object',
  properties: { ...common, description: { type: 'string', maxLength: 2000 } },
  additionalProperties: false,
};

/** Update the policyholder contact: all four fields required (spec 002 §5 "Update contact … all four fields required"). */
export const contactBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    ...common,
    customerFirstName: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: NAME,
      errorMessage: { pattern: M.firstNamePattern, minLength: M.firstName },
    },
    customerLastName: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: NAME,
      errorMessage: { pattern: M.lastNamePattern, minLength: M.lastName },
    },
    customerEmail: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: M.emailInvalid } },
    customerPhone: { type: 'string', pattern: PHONE, errorMessage: { pattern: M.phoneInvalid } },
  },
  required: ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone'],
  additionalProperties: false,
  errorMessage: {
    required: {
      customerFirstName: M.firstName,
      customerLastName: M.lastName,
      customerEmail: M.email,
      customerPhone: M.phone,
    },
  },
};

/**
 * A midterm endorsement: the day it takes effect and what changes (the policy's limit, deductible, waiting period,
 * retroactive period and coverage lines, re-priced by the rater). The date's limits (14 days back, 30 ahead) are checked by the effect, which knows who is asking.
 */
export const endorsementBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    ...common,
    effectiveDate: { type: 'string', pattern: DAY, errorMessage: { pattern: M.dateInvalid, type: M.dateInvalid } },
    limit: { type: 'integer', minimum: 1 },
    deductible: { type: 'integer', minimum: 0 },
    waitingPeriod: calculatorRequest.properties.waitingPeriod,
    retroActivePeriod: calculatorRequest.properties.retroActivePeriod,
    // Coverage lines by id, as the calculator takes them: a line named here is added, removed or changed.
    coverages: {
      ...calculatorRequest.properties.coverages,
      additionalProperties: calculatorRequest.definitions.coverageLine,
    },
    description: { type: 'string', maxLength: 2000 },
  },
  required: ['effectiveDate'],
  additionalProperties: false,
  errorMessage: { required: { effectiveDate: M.dateRequired } },
};
