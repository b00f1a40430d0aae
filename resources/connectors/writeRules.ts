/**
 * What a connection write must hold (spec 001 §3 credential forms, §8 messages) and the columns it stores.
 *
 * A create names the client account (one the caller sees, the one client-record rule), the connector type of the
 * catalogue, and the credentials its form takes — flat (`username`, `password`, `apiKey`, `token`) or inside
 * `credentials` — checked with the tool (connectorService), then sealed (secretBox.ts). The account's privacy
 * consent must be on record (`POST consent`) or given in the same body (`agreement: true`). A Microsoft or Google
 * connection starts PENDING with a fresh OAuth state; its answer carries the consent page's address.
 * An update may change provider, cbid, metadata and the credentials (checked and sealed again); never the account
 * nor the type.
 */
import type { Kysely } from 'kysely';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { Principal } from '../../src/server/auth/principal';
import { validateWithSchema, type ValidationResult } from '../../src/shared/validation/validateRecord';
import { connectionSchema } from './apiSchemas';
import { visibleClientAccount } from '../../src/server/tenancy/clientRecord';
import { AWS_REGIONS, catalogueEntry, type CredentialKind } from './catalogue';
import { recordConsent } from './consent';
import * as text from './messages';
import { authorizationUrl, hashState, newState, STATE_LIFETIME_MS } from './oauth';
import { connectorRuntime } from './runtime';
import { seal } from './secretBox';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

type FieldError = { field: string; detail: string };

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const objectOr = (value: unknown): ApiRecord =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ApiRecord) : {};

/** The credential fields a kind takes, each with the message when it is missing. */
const FIELDS: Partial<Record<CredentialKind, readonly [string, string][]>> = {
  password: [
    ['username', text.USERNAME_REQUIRED],
    ['password', text.PASSWORD_REQUIRED],
  ],
  apiKey: [['apiKey', text.API_KEY_REQUIRED]],
  token: [['token', text.TOKEN_REQUIRED]],
  aws: [['roleArn', text.ROLE_ARN_REQUIRED]],
};

/** The credentials a body carries, flat or in `credentials`, trimmed. */
export function credentialsOf(value: ApiRecord, kind: CredentialKind): ApiRecord {
  const nested = objectOr(value.credentials);
  const out: ApiRecord = {};
  for (const [field] of FIELDS[kind] ?? []) {
    const sent = nested[field] ?? value[field] ?? (kind === 'aws' ? objectOr(value.metadata)[field] : undefined);
    if (typeof sent === 'string' && sent.trim()) out[field] = sent.trim();
  }
  return out;
}

function credentialErrors(value: ApiRecord, kind: CredentialKind): FieldError[] {
  const credentials = credentialsOf(value, kind);
  const errors = (FIELDS[kind] ?? [])
    .filter(([field]) => blank(credentials[field]))
    .map(([field, detail]) => ({ field, detail }));
  if (kind === 'aws') {
    const region = objectOr(value.metadata).region ?? value.region;
    if (!AWS_REGIONS.some((option) => option.value === region))
      errors.push({ field: 'region', detail: text.REGION_REQUIRED });
  }
  return errors;
}

/** The body's shape: a known connector type and, on a create or a change of credentials, its credentials. */
export function validateConnection(sent: ApiRecord, existing: ApiRecord | undefined): ValidationResult {
  // The documented shape first (types, unknown fields; blank strings dropped), then what it cannot say.
  const shaped = validateWithSchema(connectionSchema as never, sent);
  if (shaped.errors.length) return shaped;
  const value = shaped.value;
  const entry = catalogueEntry(existing?.connectorType ?? value.connectorType);
  if (!entry) return { value, errors: [{ field: 'connectorType', detail: text.CONNECTOR_TYPE_REQUIRED }] };
  const errors: FieldError[] = [];
  for (const field of ['provider', 'cbid'] as const) {
    if (value[field] != null && (typeof value[field] !== 'string' || (value[field] as string).length > 200))
      errors.push({ field, detail: `${field} must be text of 200 characters or less` });
  }
  if (value.metadata != null && (typeof value.metadata !== 'object' || Array.isArray(value.metadata)))
    errors.push({ field: 'metadata', detail: 'metadata must be an object' });
  // Read from what was sent: the validator drops blank strings, and a blank credential is a missing one.
  const sendsCredentials =
    sent.credentials !== undefined ||
    ['username', 'password', 'apiKey', 'token'].some((field) => sent[field] !== undefined);
  if (!existing || sendsCredentials) errors.push(...credentialErrors(value, entry.credentials));
  return { value: { ...value, connectorType: entry.connectorType }, errors };
}

/** Metadata as stored: what the body sends, region and role ARN kept (the ARN is not a secret), never credentials. */
function metadataOf(value: ApiRecord, kind: CredentialKind, existing?: ApiRecord): ApiRecord {
  const sent = { ...objectOr(existing?.metadata), ...objectOr(value.metadata) };
  for (const field of ['username', 'password', 'apiKey', 'token', 'credentials']) delete sent[field];
  if (kind === 'aws' && value.region && !sent.region) sent.region = value.region;
  return sent;
}

async function connectOrFail(connectorType: string, credentials: ApiRecord, metadata: ApiRecord) {
  const result = await connectorRuntime.service.connect(connectorType, credentials, metadata);
  if (!result.ok || !result.connectorId) throw new ApiError(502, text.CONNECT_FAILED);
  return result;
}

export async function connectionColumns(
  db: Kysely<Database>,
  principal: Principal,
  value: ApiRecord,
  existing: ApiRecord | undefined,
  reveal?: (fields: ApiRecord) => void,
): Promise<ApiRecord> {
  const entry = catalogueEntry(existing?.connectorType ?? value.connectorType)!;
  const common = {
    provider: typeof value.provider === 'string' ? value.provider.trim() || null : null,
    cbid: typeof value.cbid === 'string' ? value.cbid.trim() || null : null,
  };
  if (existing) {
    if (value.accountId !== undefined && value.accountId !== existing.accountId)
      throw invalid([{ field: 'accountId', detail: 'A connection cannot move to another account' }]);
    if (value.connectorType !== undefined && value.connectorType !== existing.connectorType)
      throw invalid([{ field: 'connectorType', detail: 'A connection cannot change its connector type' }]);
    const metadata = metadataOf(value, entry.credentials, existing);
    const credentials = credentialsOf(value, entry.credentials);
    const columns: ApiRecord = { ...common, metadata: JSON.stringify(metadata) };
    if (Object.keys(credentials).length && FIELDS[entry.credentials]) {
      await connectOrFail(entry.connectorType, credentials, metadata);
      Object.assign(columns, {
        credentialsSealed: seal(credentials),
        connectorStatus: 'SUCCESS',
        connectedAt: new Date(),
      });
    }
    return columns;
  }
  const account = await visibleClientAccount(db, principal, value.accountId, { message: text.ACCOUNT_REQUIRED });
  await recordConsent(db, principal, account.id, value.agreement);
  const metadata = metadataOf(value, entry.credentials);
  const base = { ...common, accountId: account.id, connectorType: entry.connectorType };
  if (entry.credentials === 'oauth') {
    const state = newState();
    reveal?.({ redirectUrl: authorizationUrl(entry.connectorType, connectorRuntime.publicUrl, state) });
    return {
      ...base,
      metadata: JSON.stringify(metadata),
      connectorId: `${entry.connectorType.toLowerCase()}-pending-${hashState(state).slice(0, 12)}`,
      connectorStatus: 'PENDING',
      oauthStateHash: hashState(state),
      oauthStateExpires: new Date(Date.now() + STATE_LIFETIME_MS),
    };
  }
  const credentials = credentialsOf(value, entry.credentials);
  const connected = await connectOrFail(entry.connectorType, credentials, metadata);
  return {
    ...base,
    metadata: JSON.stringify({ ...metadata, ...connected.metadata }),
    connectorId: connected.connectorId,
    connectorStatus: 'SUCCESS',
    connectedAt: new Date(),
    credentialsSealed: Object.keys(credentials).length ? seal(credentials) : null,
  };
}
