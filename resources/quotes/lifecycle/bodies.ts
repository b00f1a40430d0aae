/** The JSON Schemas of the quote actions' bodies, with the spec's messages (spec 002 §3 payloads, §5 rules). */
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import {
  DECLINE_REASON_REQUIRED,
  FILL_IN_OPTION,
  FILL_IN_REQUIRED,
  LOSS_REASON_REQUIRED,
  QUOTE_DECLINE_REASONS,
  QUOTE_LOST_REASONS,
  REASON_DESCRIPTION_REQUIRED,
  REVIEW_REASON_REQUIRED,
  TERMS_NOT_ATTESTED,
} from './reasons';

const version = { type: 'integer' } as const;
/** The spec's payloads name the quote in the body too (`quoteId`); the path's id is the one acted on. */
const quoteId = { type: 'string' } as const;

export const emptyBody = (extra: Record<string, JsonSchemaNode> = {}): JsonSchemaNode => ({
  type: 'object',
  properties: { version, quoteId, ...extra },
  additionalProperties: false,
});

/** Decline and lost: the reason from the list (`reasonSummary`), its description (`reason`), the fill-in text. */
const reasonBody = (
  reasons: readonly string[],
  reasonMessage: string,
  extra: Record<string, JsonSchemaNode> = {},
): JsonSchemaNode => ({
  type: 'object',
  properties: {
    version,
    quoteId,
    productType: { type: 'string' },
    reasonSummary: { type: 'string', enum: [...reasons], errorMessage: { enum: reasonMessage } },
    reason: { type: 'string', minLength: 1, maxLength: 2000, errorMessage: { minLength: REASON_DESCRIPTION_REQUIRED } },
    fillInText: { type: 'string', minLength: 1, maxLength: 500, errorMessage: { minLength: FILL_IN_REQUIRED } },
    ...extra,
  },
  required: ['reasonSummary', 'reason'],
  if: { properties: { reasonSummary: { const: FILL_IN_OPTION } }, required: ['reasonSummary'] },
  then: { required: ['fillInText'], errorMessage: { required: { fillInText: FILL_IN_REQUIRED } } },
  additionalProperties: false,
  errorMessage: { required: { reasonSummary: reasonMessage, reason: REASON_DESCRIPTION_REQUIRED } },
});

export const declineBody = reasonBody(QUOTE_DECLINE_REASONS, DECLINE_REASON_REQUIRED, {
  isNotificationEnabled: { type: 'boolean' },
});
export const lostBody = reasonBody(QUOTE_LOST_REASONS, LOSS_REASON_REQUIRED);

export const reviewBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version,
    quoteId,
    reason: { type: 'string', minLength: 1, maxLength: 2000, errorMessage: { minLength: REVIEW_REASON_REQUIRED } },
  },
  required: ['reason'],
  additionalProperties: false,
  errorMessage: { required: { reason: REVIEW_REASON_REQUIRED } },
};

export const needByBody: JsonSchemaNode = emptyBody({
  needBy: { type: 'string', format: 'date', errorMessage: { format: 'Invalid date format' } },
});

const NAME = '^[A-Za-z][A-Za-z ]*$';
const PHONE = '^\\+?[0-9 ()\\-.]{7,20}$';

/** Request to bind: the four policyholder fields, all required (spec 002 §5). */
export const requestToBindBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version,
    quoteId,
    /** The spec's PUT /{id} marks a request to bind with this flag. */
    wraRequestToBind: { const: true },
    customerFirstName: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: NAME,
      errorMessage: { pattern: 'First name may contain letters and spaces only', minLength: 'First Name is required' },
    },
    customerLastName: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: NAME,
      errorMessage: { pattern: 'Last name may contain letters and spaces only', minLength: 'Last Name is required' },
    },
    customerEmail: {
      type: 'string',
      format: 'email',
      maxLength: 254,
      errorMessage: { format: 'Please enter a valid Email Address' },
    },
    customerPhone: { type: 'string', pattern: PHONE, errorMessage: { pattern: 'Please enter a valid Phone Number' } },
  },
  required: ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone'],
  additionalProperties: false,
  errorMessage: {
    required: {
      customerFirstName: 'First Name is required',
      customerLastName: 'Last Name is required',
      customerEmail: 'Email is required',
      customerPhone: 'Phone Number is required',
    },
  },
};

/** Attest: the terms box, ticked (spec 002 §4 "the terms box must be ticked before OK"). */
export const attestBody: JsonSchemaNode = {
  type: 'object',
  properties: { version, quoteId, attested: { const: true, errorMessage: { const: TERMS_NOT_ATTESTED } } },
  required: ['attested'],
  additionalProperties: false,
  errorMessage: { required: { attested: TERMS_NOT_ATTESTED } },
};

/** Rescind and invalidate: an optional note. */
export const noteBody: JsonSchemaNode = emptyBody({ reason: { type: 'string', maxLength: 2000 } });
