/** The documents' bodies, for the API reference (documentation: the routes check what they take, 400 naming the field). */
export const uploadDocBody = {
  type: 'object',
  description: 'multipart/form-data: the document file and its details.',
  required: ['file', 'docName', 'docType'],
  properties: {
    file: { type: 'string', format: 'binary' },
    docName: {
      type: 'string',
      maxLength: 200,
      description: 'the file name shown (fileName is read when docName is absent)',
    },
    docType: { type: 'string', description: 'one of GET /api/docs/v1/docTypes' },
    accountId: {
      type: 'string',
      format: 'uuid',
      description: 'the client account (a policyholder: its own by default)',
    },
    agencyId: { type: 'string', format: 'uuid', description: 'staff: the agency that sees it; blank = staff only' },
    temp: { type: 'string', enum: ['true', 'false'] },
    productType: { type: 'string' },
    submissionId: { type: 'string' },
  },
} as const;

export const updateDocBody = {
  type: 'object',
  required: ['docId'],
  properties: {
    docId: { type: 'string', format: 'uuid' },
    docName: { type: 'string', maxLength: 200 },
    docType: { type: 'string' },
    agencyId: { type: ['string', 'null'], description: 'staff only; null = staff only' },
    temp: { type: 'boolean' },
  },
} as const;
