/**
 * The connectors' bodies, for the API reference. The routes check what they take themselves (writeRules.ts,
 * specRoutes.ts: 400 naming the field with the spec's texts); these document it.
 */
import { CONNECTOR_TYPES } from './catalogue';

const credentials = {
  type: 'object',
  description:
    "By the connector's form: username + password (scanners), apiKey (training, endpoint), token (rating), roleArn (AWS). Sealed at rest, never answered.",
  properties: {
    username: { type: 'string' },
    password: { type: 'string' },
    apiKey: { type: 'string' },
    token: { type: 'string' },
    roleArn: { type: 'string' },
  },
} as const;

/** A connection: the record schema of the connectors' store (its POST and PUT). */
export const connectionSchema = {
  $id: 'connectorConnection',
  type: 'object',
  title: 'Connector connection',
  properties: {
    accountId: { type: 'string', format: 'uuid', description: 'the client account' },
    connectorType: {
      type: 'string',
      enum: CONNECTOR_TYPES,
      description: 'also read from the `connectorType` query of POST connections',
    },
    connector: { type: 'string' },
    provider: { type: 'string', maxLength: 200 },
    cbid: { type: 'string', maxLength: 200 },
    metadata: { type: 'object', description: 'e.g. region (AWS), azureTenantId (set by Microsoft)' },
    credentials,
    username: { type: 'string' },
    password: { type: 'string' },
    apiKey: { type: 'string' },
    token: { type: 'string' },
    agreement: { type: 'boolean', description: 'the privacy consent, when not already on record for the account' },
  },
} as const;

export const cbidBody = {
  type: 'object',
  required: ['cbid'],
  properties: { cbid: { type: 'string' }, agreement: { type: 'boolean' } },
} as const;
export const accountBody = {
  type: 'object',
  required: ['accountId'],
  properties: { accountId: { type: 'string', format: 'uuid' } },
} as const;
export const consentBody = {
  type: 'object',
  required: ['accountId', 'agreement'],
  properties: { accountId: { type: 'string', format: 'uuid' }, agreement: { type: 'boolean', const: true } },
} as const;
