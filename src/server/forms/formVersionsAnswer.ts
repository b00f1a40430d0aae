/** The answer schema of GET /api/forms/v1/versions (src/shared/api/formVersions.ts), for the API reference. */
const count = { type: 'integer' } as const;
const text = { type: 'string' } as const;

const migrationReport = {
  type: 'object',
  properties: {
    migrationId: text,
    form: text,
    from: count,
    to: count,
    total: count,
    wouldMove: count,
    alreadyCurrent: count,
    failures: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          reason: text,
          count,
          examples: {
            type: 'array',
            items: { type: 'object', properties: { id: text, accountId: text } },
          },
        },
      },
    },
    failedIds: { type: 'array', items: text },
    fieldChanges: { type: 'object', additionalProperties: count },
    moved: count,
  },
} as const;

export const formVersionsAnswer = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      form: text,
      versions: {
        type: 'array',
        items: { type: 'object', properties: { version: count, records: count } },
      },
      pending: { type: 'array', items: migrationReport },
    },
  },
} as const;
