/**
 * IRPM (spec 002 §3 "Underwriting payloads", §5, §9): `POST /api/quote/v1/uw/underwrite/{id}` with
 * `{ version, irpm: { <characteristic>: <percent>, … }, irpmNote? }`. Each of the seven characteristics must lie
 * within the bounds of the state the quote was priced in ("Invalid", naming `irpm.<key>`); the quote is
 * re-priced with modifier 1 + sum / 100 (irpmPricing.ts) and answered. An action on the quote (history with the
 * underwriter), no status change, while the quote is still being priced or underwritten.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import { IRPM_CHARACTERISTICS } from '../../../src/shared/rating/calculatorConstants';
import { IRPM_INVALID, irpmErrors, type IrpmValues } from '../../../src/shared/rating/irpm';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import type { QuoteRating } from '../quoteRating';
import { irpmBoundsOf, underwriterIrpm, withUnderwriterIrpm } from './irpmPricing';
import { NO_RATING_FOR_IRPM } from './messages';
import { QUOTE_UNDERWRITE } from './permissions';
import { priceColumns } from './priceColumns';

/** Statuses in which the price may still change: before the policyholder is asked to bind. */
export const PRICED_STATUSES = ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'] as const;

const percent = { type: 'number', errorMessage: { type: IRPM_INVALID } } as const;

export const irpmBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    quoteId: { type: 'string' },
    irpm: {
      type: 'object',
      properties: Object.fromEntries(IRPM_CHARACTERISTICS.map((key) => [key, percent])),
      additionalProperties: false,
    },
    irpmNote: { type: 'string', maxLength: 4000 },
  },
  required: ['irpm'],
  additionalProperties: false,
  errorMessage: { required: { irpm: 'The IRPM characteristics are required' } },
};

/** The effect: bounds checked against the quote's rating file and state, then the quote re-priced. */
const reprice =
  (catalogue: RatingCatalogue) =>
  ({ record, body, principal }: ActionInput) => {
    const rating = record.rating as QuoteRating | null | undefined;
    if (!rating?.breakdown?.length) throw invalid([{ field: 'irpm', detail: NO_RATING_FOR_IRPM }]);
    const values = body.irpm as IrpmValues;
    const refused = irpmErrors(values, irpmBoundsOf(catalogue, rating), 'irpm.');
    if (refused.length) throw invalid(refused);
    const note = typeof body.irpmNote === 'string' ? body.irpmNote : null;
    const priced = withUnderwriterIrpm(rating, underwriterIrpm(values, note, principal.email));
    return {
      rating: JSON.stringify(priced),
      ...priceColumns(catalogue.dir, { ...record, rating: priced }, priced.totalPremium),
    };
  };

export const irpmAction = (catalogue: RatingCatalogue): ResourceAction => ({
  name: 'irpm',
  method: 'POST',
  path: '/uw/underwrite/:id',
  permission: QUOTE_UNDERWRITE,
  from: PRICED_STATUSES,
  body: irpmBody,
  effect: reprice(catalogue),
});
