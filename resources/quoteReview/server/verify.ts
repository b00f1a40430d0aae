/**
 * Verification on the review page (spec 002 §4 "Account details form (wholesale review)"): ticking the box sends
 * the account's firmographic fields as the page showed them; the server compares them with what it holds (a
 * change since the page was loaded is a 409 naming the field), stores the verified flag, the date and the
 * fields on the quote (`details.verification`), and refuses a second verification: the box stays locked.
 * Only in the active and request-sent states, where the page shows the card.
 */
import { ApiError } from '../../../src/server/http/apiError';
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { todayIso } from '../../../src/shared/dates/today';
import { quotesResource } from '../../quotes/server';
import { FIRMOGRAPHIC_FIELDS } from '../reviewAnswer';
import { firmographicsOf } from './firmographics';
import { verificationOf } from './reviewOf';
import type { ApiRecord } from '../../../src/shared/api/types';

export const ALREADY_VERIFIED = 'The account details of this quote are already verified.';
export const DETAILS_CHANGED =
  'The account details changed since the page was loaded. Reload the page and verify again.';
export const NOT_VERIFIED = 'Verify the account details before requesting to bind.';
export const FIRMOGRAPHICS_REQUIRED = 'The account details to verify are required.';

const field = { type: ['string', 'number', 'null'] } as const;

export const verifyBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    firmographicData: {
      type: 'object',
      properties: Object.fromEntries(FIRMOGRAPHIC_FIELDS.map((name) => [name, field])),
      additionalProperties: false,
    },
  },
  required: ['firmographicData'],
  additionalProperties: false,
  errorMessage: { required: { firmographicData: FIRMOGRAPHICS_REQUIRED } },
};

const same = (sent: unknown, held: unknown) =>
  (sent === null || sent === '' ? null : String(sent)) === (held === null ? null : String(held));

async function verifyEffect({ trx, principal, record, body }: ActionInput): Promise<ApiRecord> {
  const details = (record.details ?? {}) as ApiRecord;
  if (verificationOf(details).isVerified) throw new ApiError(409, ALREADY_VERIFIED);
  const held = await firmographicsOf(trx, String(record.accountId));
  const sent = body.firmographicData as ApiRecord;
  const changed = FIRMOGRAPHIC_FIELDS.filter((name) => name in sent && !same(sent[name], held[name]));
  if (changed.length)
    throw new ApiError(
      409,
      DETAILS_CHANGED,
      changed.map((name) => ({ field: `firmographicData.${name}`, detail: DETAILS_CHANGED })),
    );
  const verification = {
    isVerified: true,
    verifiedOn: todayIso(),
    by: principal.email,
    on: new Date().toISOString(),
    firmographicData: held,
  };
  return { details: JSON.stringify({ ...details, verification }) };
}

/** Run through the quotes store (tenancy, version, from-state, history) by the review route only: no route of its own. */
export const VERIFY: ResourceAction = {
  name: 'review-verify',
  permission: quotesResource.permissions.update,
  from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW', 'REQUESTED', 'SIGNED'],
  body: verifyBody,
  effect: verifyEffect,
};
