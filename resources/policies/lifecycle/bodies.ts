/** The JSON Schemas of the policy actions' bodies, with their messages. */
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { CANCEL_REASON_REQUIRED, CANCEL_REASONS, DESCRIPTION_REQUIRED, OTHER_REASON } from './reasons';

const version = { type: 'integer' } as const;
/** The spec's payloads name the policy and its product in the body too; the path's id is the one acted on. */
const common = { version, policyId: { type: 'string' }, productType: { type: 'string' } } as const;

export const emptyBody = (extra: Record<string, JsonSchemaNode> = {}): JsonSchemaNode => ({
  type: 'object',
  properties: { ...common, ...extra },
  additionalProperties: false,
});

/** Cancel and flat cancel: the reason from GET /reasons and a description ("Other" requires it). */
export const cancelBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    ...common,
    reason: { type: 'string', enum: [...CANCEL_REASONS], errorMessage: { enum: CANCEL_REASON_REQUIRED } },
    description: { type: 'string', minLength: 1, maxLength: 2000, errorMessage: { minLength: DESCRIPTION_REQUIRED } },
  },
  required: ['reason'],
  if: { properties: { reason: { const: OTHER_REASON } }, required: ['reason'] },
  then: { required: ['description'], errorMessage: { required: { description: DESCRIPTION_REQUIRED } } },
  additionalProperties: false,
  errorMessage: { required: { reason: CANCEL_REASON_REQUIRED } },
};

/** Void: an optional note. */
export const voidBody: JsonSchemaNode = emptyBody({ reason: { type: 'string', maxLength: 2000 } });

/** Check In Mail (PUT /description/{id}): an optional note on the cheque. */
export const checkInMailBody: JsonSchemaNode = emptyBody({ description: { type: 'string', maxLength: 2000 } });
