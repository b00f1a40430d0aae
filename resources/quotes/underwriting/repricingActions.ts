/**
 * The underwriter's re-pricing actions (spec 002 §1 "decline, release, update, reset and reassess quotes", §2
 * modals "reassess risk", "reset quote", "switch surplus/admitted", §4 "all quote edits are lost on the switch",
 * §8 'Risk reassessed!'). Declared actions of the quote machine (lifecycle/actions.ts); none moves the status;
 * all run while the price may still change (READY, INDICATION, REFERRED, IN_REVIEW). The spec gives no paths for
 * them: they sit beside the underwriter's `uw/underwrite` (IRPM).
 *
 * - reassess risk: the stored input priced again with the newest rating file of the product (the risk as the
 *   analysts rate it today); the underwriter's IRPM is applied again to the new rated premium; fees and
 *   event exclusions stay.
 * - reset: back to the rater's price: the stored input priced again with the rating version it was priced with,
 *   the underwriter's IRPM and event exclusions dropped; fees stay (they have their own actions).
 * - switch surplus / admitted: the other paper; every underwriting edit is lost (IRPM, event exclusions, broker,
 *   additional broker and MGA fees, the surplus notice attestation) and the quote is priced again with the newest
 *   rating file under the other paper: on surplus paper it pays the state's surplus line tax and stamping fee.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { emptyBody } from '../lifecycle/bodies';
import { PRICED_STATUSES } from './irpmAction';
import { withUnderwriterIrpm, type UnderwrittenRating } from './irpmPricing';
import { REPRICE_MESSAGES } from './messages';
import { QUOTE_UNDERWRITE } from './permissions';
import { priceColumns } from './priceColumns';
import { repriced, storedRating } from './repricing';
import type { ApiRecord } from '../../../src/shared/api/types';

/** The server's rating files (RATING_DIR), as the store's environment holds them. */
const catalogue = () => RatingCatalogue.fromEnvironment();

const stamp = ({ principal }: ActionInput) => ({ by: principal.email, on: new Date().toISOString() });
const detailsOf = (record: ApiRecord) => (record.details ?? {}) as ApiRecord;

/** The columns of the quote priced with `rating`, its details with `details`. */
function pricedColumns(
  record: ApiRecord,
  rating: UnderwrittenRating,
  details: ApiRecord,
  extra: ApiRecord = {},
): ApiRecord {
  const quote = { ...record, ...extra, rating, details };
  return {
    ...extra,
    rating: JSON.stringify(rating),
    ratingVersion: rating.ratingVersion,
    ...priceColumns(catalogue().dir, quote, rating.totalPremium),
  };
}

function reassess(input: ActionInput): ApiRecord {
  const rating = storedRating(input.record) as UnderwrittenRating;
  const fresh = repriced(catalogue(), rating, 'newest');
  const priced = rating.underwriterIrpm ? withUnderwriterIrpm(fresh, rating.underwriterIrpm) : fresh;
  const reassessed = {
    ...stamp(input),
    premiumBefore: input.record.premium ?? null,
    ratingVersionBefore: rating.ratingVersion,
    ratingVersion: priced.ratingVersion,
  };
  return pricedColumns(input.record, priced, { ...detailsOf(input.record), reassessed });
}

function reset(input: ActionInput): ApiRecord {
  const rating = storedRating(input.record);
  const priced = repriced(catalogue(), rating, 'stored');
  const { eventExclusions: _dropped, ...details } = detailsOf(input.record);
  return pricedColumns(input.record, priced, {
    ...details,
    reset: { ...stamp(input), premiumBefore: input.record.premium ?? null },
  });
}

function switchPaper(input: ActionInput): ApiRecord {
  const isSurplus = input.body.isSurplus === true;
  if ((input.record.isSurplus === true) === isSurplus) {
    throw invalid([
      { field: 'isSurplus', detail: isSurplus ? REPRICE_MESSAGES.alreadySurplus : REPRICE_MESSAGES.alreadyAdmitted },
    ]);
  }
  const rating = storedRating(input.record);
  const priced = repriced(catalogue(), rating, 'newest');
  const {
    eventExclusions: _e,
    surplusNotice: _n,
    surplusNoticeAttested: _a,
    firmographicData,
    ...kept
  } = detailsOf(input.record);
  const {
    signatureOnFile: _s,
    surplusLinesState: _st,
    surplusLinesNumber: _no,
    ...firmographic
  } = (firmographicData ?? {}) as ApiRecord;
  const details = {
    ...kept,
    ...(firmographicData ? { firmographicData: firmographic } : {}),
    paperSwitch: { ...stamp(input), isSurplus, premiumBefore: input.record.premium ?? null },
  };
  return pricedColumns(input.record, priced, details, {
    isSurplus,
    brokerFee: null,
    additionalBrokerFee: null,
    mgaFee: null,
  });
}

export const REASSESS_RISK: ResourceAction = {
  name: 'reassess-risk',
  method: 'POST',
  path: '/uw/reassess-risk/:id',
  permission: QUOTE_UNDERWRITE,
  from: PRICED_STATUSES,
  body: emptyBody(),
  effect: reassess,
};

export const RESET: ResourceAction = {
  name: 'reset',
  method: 'PUT',
  path: '/uw/reset/:id',
  permission: QUOTE_UNDERWRITE,
  from: PRICED_STATUSES,
  body: emptyBody(),
  effect: reset,
};

export const switchPaperBody: JsonSchemaNode = {
  ...(emptyBody({
    isSurplus: { type: 'boolean', errorMessage: { type: 'Choose surplus (true) or admitted (false) paper' } },
  }) as object),
  required: ['isSurplus'],
  errorMessage: { required: { isSurplus: 'Choose surplus (true) or admitted (false) paper' } },
} as JsonSchemaNode;

export const SWITCH_PAPER: ResourceAction = {
  name: 'switch-paper',
  method: 'PUT',
  path: '/uw/switch-paper/:id',
  permission: QUOTE_UNDERWRITE,
  from: PRICED_STATUSES,
  body: switchPaperBody,
  effect: switchPaper,
};
