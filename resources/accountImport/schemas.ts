/** The bulk upload's form and answers, for the API reference (documentation: the routes check what they take). */
const count = { type: 'integer', minimum: 0 } as const;
const error = {
  type: 'object',
  properties: {
    field: { type: 'string' },
    column: { type: 'string', description: "the file's column (or the field's title when the file has none)" },
    detail: { type: 'string' },
  },
} as const;

export const uploadBody = {
  type: 'object',
  description:
    'multipart/form-data: an xls, xlsx or csv file of at most 5 MB whose first row names the columns (the account fields, by name or by label).',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary' },
    tags: { type: 'string', description: 'tag names joined by commas, selected on every imported account' },
    redAccounts: { type: 'string', enum: ['true', 'false'], description: 'the red-accounts flag' },
    agencyId: { type: 'string', format: 'uuid', description: 'staff: the agency the accounts go to' },
  },
} as const;

export const jobAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    fileName: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    redAccounts: { type: 'boolean' },
    agencyId: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] },
    totalRows: count,
    processedRows: count,
    importedRows: count,
    invalidRows: count,
    failure: { type: ['string', 'null'] },
    created: { type: 'string', format: 'date-time' },
    modified: { type: 'string', format: 'date-time' },
    finished: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const refusedRowsAnswer = {
  type: 'object',
  properties: {
    content: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer', description: 'the row in the file (the header is row 1)' },
          cells: { type: 'object', additionalProperties: { type: 'string' } },
          errors: { type: 'array', items: error },
        },
      },
    },
    totalElements: count,
  },
} as const;
