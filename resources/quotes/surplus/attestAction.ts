/**
 * Attest the surplus lines notice (spec 002 §2, §4 "Surplus attestation requires the checkbox", §6 "made by a
 * licensed surplus lines broker (the logged-in user)"): `POST /api/quote/v1/surplus-notice/{id}/attest`
 * { version, signatureOnFile?, attested? }. Only for a quote whose client account is in LA or MT (else 400
 * naming `state`), once per quote (a second attest is 409). An action on the quote through the lifecycle engine
 * (permission, tenancy 404, version and from-state 409, history with the broker); the status does not move.
 * It keeps who attested which state's notice, and marks the signature on file in the firmographic data, with the
 * agency's surplus licence number for the state when it holds one.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError, invalid } from '../../../src/server/http/apiError';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { QUOTE_BIND } from '../lifecycle/permissions';
import { OPEN_STATUSES } from '../lifecycle/statuses';
import { isNoticeState, NOT_A_NOTICE_STATE } from './notice';
import type { ApiRecord } from '../../../src/shared/api/types';

export const NOTICE_NOT_TICKED = 'Please tick the box to attest the surplus lines notice';

export const attestNoticeBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    quoteId: { type: 'string' },
    attested: { const: true, errorMessage: { const: NOTICE_NOT_TICKED } },
    signatureOnFile: { type: 'boolean' },
  },
  additionalProperties: false,
};

export const alreadyAttested = (attestation: ApiRecord) =>
  `The surplus lines notice of this quote was already attested by ${String(attestation.by)} on ${String(attestation.on).slice(0, 10)}.`;

async function attest({ trx, principal, record, body }: ActionInput): Promise<ApiRecord> {
  const details = (record.details ?? {}) as ApiRecord;
  const previous = details.surplusNotice as ApiRecord | undefined;
  if (previous) throw new ApiError(409, alreadyAttested(previous));
  const account = await trx
    .selectFrom('accounts')
    .select('state')
    .where('id', '=', record.accountId as string)
    .executeTakeFirst();
  const state = account?.state;
  if (!isNoticeState(state))
    throw invalid([
      { field: 'state', detail: `${NOT_A_NOTICE_STATE} This quote's account is in ${String(state ?? 'no state')}.` },
    ]);
  const licence = await trx
    .selectFrom('surplusLicenses')
    .select('surplusLicenseNumber')
    .where('agencyId', '=', record.agencyId as string)
    .where('surplusLinesState', '=', state)
    .executeTakeFirst();
  const signatureOnFile = body.signatureOnFile ?? true;
  const surplusLinesNumber = (licence?.surplusLicenseNumber as string | undefined) ?? null;
  const firmographicData = {
    ...((details.firmographicData ?? {}) as ApiRecord),
    state,
    signatureOnFile,
    surplusLinesState: state,
    surplusLinesNumber,
  };
  const surplusNotice = {
    state,
    attested: true,
    signatureOnFile,
    surplusLinesNumber,
    by: principal.email,
    on: new Date().toISOString(),
  };
  return { details: JSON.stringify({ ...details, firmographicData, surplusNotice, surplusNoticeAttested: true }) };
}

export const ATTEST_SURPLUS_NOTICE: ResourceAction = {
  name: 'attest-surplus-notice',
  method: 'POST',
  path: '/surplus-notice/:id/attest',
  permission: QUOTE_BIND,
  from: OPEN_STATUSES,
  body: attestNoticeBody,
  effect: attest,
};
