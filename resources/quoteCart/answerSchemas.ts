/** What the cart's own paths answer, for the API reference (routes.ts). */
const account = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    state: { type: 'string', nullable: true },
    naicsCode: { nullable: true, description: "From the account's details form, when answered." },
    revenue: { type: 'number', nullable: true, description: "From the account's details form, when answered." },
    status: { type: 'string', nullable: true },
    profileScore: { type: 'integer', nullable: true },
  },
};

export const answerSchemas = {
  verify: {
    type: 'object',
    description: 'Whether the account may be quoted; reasons are the texts of spec 002 §5.',
    required: ['eligible', 'reasons', 'account'],
    properties: { eligible: { type: 'boolean' }, reasons: { type: 'array', items: { type: 'string' } }, account },
  },
  license: {
    type: 'object',
    description:
      'Whether the producer (the agent, or the agency for an agency admin and staff) holds an unexpired licence for the account state.',
    required: ['licensed', 'state', 'holder'],
    properties: {
      licensed: { type: 'boolean' },
      state: { type: 'string', nullable: true },
      holder: { type: 'string', enum: ['agent', 'agency'] },
      message: { type: 'string' },
      addPath: { type: 'string', description: 'The console page where the missing licence is added.' },
    },
  },
  removed: { type: 'object', description: 'The entry left the cart.', maxProperties: 0 },
  submit: {
    type: 'object',
    required: ['quotes', 'failures'],
    properties: {
      quotes: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            quoteNumber: { type: 'string' },
            status: { type: 'string', enum: ['READY', 'REFERRED'] },
            totalPremium: { type: 'number' },
            product: { type: 'string' },
          },
        },
      },
      failures: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'string' }, reason: { type: 'string' } } },
      },
    },
  },
} as const;
