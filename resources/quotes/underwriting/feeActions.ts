/**
 * Broker and MGA fees (spec 002 §3 "Fees", §5, §8): 0 to 10,000 each, two decimals; the total premium is the
 * premium plus the fees. Actions on the quote through the lifecycle engine (permission, tenancy 404, version
 * 409, from-state 409, history with the actor), without a status change, on the spec's paths
 * `PUT /broker-fees/{id}` and `PUT /mga-fees/{id}`. The MGA fee is the underwriter's; the broker fee the agency's
 * too.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { toCents } from '../../../src/server/rating/price';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { OPEN_STATUSES } from '../lifecycle/statuses';
import { feeMessages } from './messages';
import { QUOTE_BROKER_FEE, QUOTE_UNDERWRITE } from './permissions';
import { totalPremiumOf } from './totalPremium';

export const FEE_MAX = 10_000;

const fee = (label: string): JsonSchemaNode => {
  const { type, minimum, maximum } = feeMessages(label);
  return { type: 'number', minimum: 0, maximum: FEE_MAX, errorMessage: { type, minimum, maximum } };
};

const feeBody = (fields: Record<string, string>, required: string[]): JsonSchemaNode => ({
  type: 'object',
  properties: {
    version: { type: 'integer' },
    quoteId: { type: 'string' },
    product: { type: 'string' },
    ...Object.fromEntries(Object.entries(fields).map(([field, label]) => [field, fee(label)])),
  },
  required,
  additionalProperties: false,
  errorMessage: { required: Object.fromEntries(required.map((field) => [field, feeMessages(fields[field]).required])) },
});

export const brokerFeeBody = feeBody({ brokerFee: 'Broker Fee', additionalBrokerFee: 'Additional Broker fee' }, [
  'brokerFee',
]);
export const mgaFeeBody = feeBody({ mgaFee: 'MGA Fee' }, ['mgaFee']);

/** The fee columns the body sets, in cents, and the total premium they make with the quote's premium. */
const feeEffect =
  (fields: readonly string[]) =>
  ({ record, body }: ActionInput) => {
    const fees = Object.fromEntries(
      fields.filter((field) => body[field] !== undefined).map((field) => [field, toCents(Number(body[field]))]),
    );
    return { ...fees, totalPremium: totalPremiumOf(record.premium, { ...record, ...fees }) };
  };

export const BROKER_FEES: ResourceAction = {
  name: 'broker-fees',
  method: 'PUT',
  path: '/broker-fees/:id',
  permission: QUOTE_BROKER_FEE,
  from: OPEN_STATUSES,
  body: brokerFeeBody,
  effect: feeEffect(['brokerFee', 'additionalBrokerFee']),
};

export const MGA_FEES: ResourceAction = {
  name: 'mga-fees',
  method: 'PUT',
  path: '/mga-fees/:id',
  permission: QUOTE_UNDERWRITE,
  from: OPEN_STATUSES,
  body: mgaFeeBody,
  effect: feeEffect(['mgaFee']),
};
