/** JSON Schemas of the answers every route shares: the error body, a list page, a history entry. */

export const errorAnswer = {
  type: 'object',
  description: 'A refusal: `errors` names each field at fault.',
  required: ['status', 'detail'],
  properties: {
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'detail'],
        properties: { field: { type: 'string' }, detail: { type: 'string' } },
      },
    },
  },
  additionalProperties: true,
} as const;

export const historyAnswer = {
  type: 'array',
  description: 'The record history, newest first.',
  items: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      resource: { type: 'string' },
      recordId: { type: 'string' },
      action: { type: 'string', description: 'create, update, delete or revert' },
      actorUserId: { type: 'string', nullable: true },
      actorEmail: { type: 'string', nullable: true },
      impersonatorUserId: { type: 'string', nullable: true },
      impersonatorEmail: { type: 'string', nullable: true },
      changes: {
        type: 'array',
        items: { type: 'object', properties: { field: { type: 'string' }, before: {}, after: {} } },
      },
      created: { type: 'string', format: 'date-time' },
    },
  },
} as const;

export const listAnswer = (record: object) => ({
  type: 'object',
  description: 'One page of a list.',
  required: ['content', 'totalElements'],
  properties: { content: { type: 'array', items: record }, totalElements: { type: 'integer' } },
});

/** An answer whose shape the route does not declare further: a JSON object. */
export const objectAnswer = { type: 'object', description: 'A JSON object.', additionalProperties: true } as const;

/** The body of a write route that takes none (an empty object may be sent). */
export const noBody = {
  type: 'object',
  description: 'No body: send none or an empty object.',
  maxProperties: 0,
} as const;

/** A 204 answer: no body at all. */
export const noContent = { description: 'No content: the answer has no body.', type: 'null' } as const;
