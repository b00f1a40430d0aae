/**
 * Event exclusion (spec 002 §2 "underwriting event-exclusion editor", §3 payload claimNumber, claimName,
 * claimDescription, claimDate, §5 "claim number and claim name required; date valid ('Invalid date format')"):
 * the underwriter excludes a known event (a claim) from the quote's cover. A declared action of the quote
 * machine, no status change, while the terms may still change (READY, INDICATION, REFERRED, IN_REVIEW). The
 * quote keeps a list, `details.eventExclusions`, one entry per claim number: sending a claim number again
 * replaces its entry; `remove: true` takes it off. The premium does not change (the spec prices no exclusion).
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { PRICED_STATUSES } from './irpmAction';
import { QUOTE_UNDERWRITE } from './permissions';
import type { ApiRecord } from '../../../src/shared/api/types';

export const EVENT_EXCLUSION_MESSAGES = {
  claimNumber: 'Claim number is required',
  claimName: 'Claim name is required',
  claimDate: 'Invalid date format',
  unknown: 'This quote has no event exclusion with that claim number.',
} as const;

export const eventExclusionBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    quoteId: { type: 'string' },
    claimNumber: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      errorMessage: { minLength: EVENT_EXCLUSION_MESSAGES.claimNumber },
    },
    claimName: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      errorMessage: { minLength: EVENT_EXCLUSION_MESSAGES.claimName },
    },
    claimDescription: { type: 'string', maxLength: 4000 },
    claimDate: {
      type: 'string',
      format: 'date',
      errorMessage: { format: EVENT_EXCLUSION_MESSAGES.claimDate, type: EVENT_EXCLUSION_MESSAGES.claimDate },
    },
    remove: { type: 'boolean' },
  },
  required: ['claimNumber'],
  if: { not: { properties: { remove: { const: true } }, required: ['remove'] } },
  then: { required: ['claimName'], errorMessage: { required: { claimName: EVENT_EXCLUSION_MESSAGES.claimName } } },
  additionalProperties: false,
  errorMessage: { required: { claimNumber: EVENT_EXCLUSION_MESSAGES.claimNumber } },
};

export interface EventExclusion {
  claimNumber: string;
  claimName: string;
  claimDescription: string | null;
  claimDate: string | null;
  by: string;
  on: string;
}

function exclude({ record, body, principal }: ActionInput): ApiRecord {
  const details = (record.details ?? {}) as ApiRecord;
  const list = ((details.eventExclusions ?? []) as EventExclusion[]).filter(
    (entry) => entry.claimNumber !== body.claimNumber,
  );
  if (body.remove === true) {
    if (list.length === ((details.eventExclusions ?? []) as unknown[]).length)
      throw invalid([{ field: 'claimNumber', detail: EVENT_EXCLUSION_MESSAGES.unknown }]);
    return { details: JSON.stringify({ ...details, eventExclusions: list }) };
  }
  const entry: EventExclusion = {
    claimNumber: String(body.claimNumber),
    claimName: String(body.claimName),
    claimDescription: typeof body.claimDescription === 'string' ? body.claimDescription : null,
    claimDate: typeof body.claimDate === 'string' ? body.claimDate : null,
    by: principal.email,
    on: new Date().toISOString(),
  };
  return { details: JSON.stringify({ ...details, eventExclusions: [...list, entry] }) };
}

export const EVENT_EXCLUSION: ResourceAction = {
  name: 'event-exclusion',
  method: 'POST',
  path: '/uw/event-exclusion/:id',
  permission: QUOTE_UNDERWRITE,
  from: PRICED_STATUSES,
  body: eventExclusionBody,
  effect: exclude,
};
