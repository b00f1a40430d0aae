/** The broker-of-record bodies and answer (routes.ts). */
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { BOR_MESSAGES as M } from './messages';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

const agencyId = { type: 'string', pattern: UUID, errorMessage: { pattern: M.agencyRequired, type: M.agencyRequired } };
const agentEmail = { type: 'string', format: 'email', maxLength: 254 };
const effectiveDate = { type: 'string', pattern: DAY, errorMessage: { pattern: M.dateInvalid, type: M.dateInvalid } };
const note = { type: 'string', maxLength: 2000 };

/** POST /bor/{policyId}: the agency the client moves to, from a day (default today). */
export const fileBorBody: JsonSchemaNode = {
  type: 'object',
  properties: { agencyId, agentEmail, effectiveDate, note },
  required: ['agencyId'],
  additionalProperties: false,
  errorMessage: { required: { agencyId: M.agencyRequired } },
};

/** PUT /update/BOR/{id}: a pending request's agency, agent, day or note. */
export const updateBorBody: JsonSchemaNode = {
  type: 'object',
  properties: { agencyId, agentEmail, effectiveDate, note, version: { type: 'integer' } },
  additionalProperties: false,
};

/** PUT /bor/{policyId}: the decision on the pending request. */
export const decideBorBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['APPROVED', 'REJECTED'], errorMessage: { enum: M.statusRequired } },
    note,
  },
  required: ['status'],
  additionalProperties: false,
  errorMessage: { required: { status: M.statusRequired } },
};

const request = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    policyId: { type: 'string' },
    accountId: { type: 'string' },
    fromAgencyId: { type: ['string', 'null'] },
    toAgencyId: { type: 'string' },
    agentEmail: { type: ['string', 'null'] },
    effectiveDate: { type: 'string' },
    note: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED'] },
    requestedBy: { type: ['string', 'null'] },
    decidedBy: { type: ['string', 'null'] },
    decidedAt: { type: ['string', 'null'] },
    created: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

/** A request with the message of what happened. */
export const borAnswer = {
  ...request,
  properties: { ...request.properties, message: { type: 'string' } },
} as const;

/** GET /search/bor-policies: requests newest first, paged. */
export const borListAnswer = {
  type: 'object',
  properties: {
    content: { type: 'array', items: request },
    totalElements: { type: 'integer' },
    page: { type: 'integer' },
    size: { type: 'integer' },
  },
} as const;
