/**
 * What the policyholder pays: the premium, every fee on the quote (broker fee, additional broker fee, MGA fee)
 * and, on surplus paper, the surplus line tax and stamping fee stored in `details.quoteResponse`, to the cent.
 * The rater sets the premium, the fee actions the fees, the server the surplus charges; each recomputes the
 * total with this.
 */
import { toCents } from '../../../src/server/rating/price';
import { storedCharges } from '../surplus/surplusCharges';
import type { ApiRecord } from '../../../src/shared/api/types';

export const FEE_FIELDS = ['brokerFee', 'additionalBrokerFee', 'mgaFee'] as const;

const amount = (value: unknown): number => (value === null || value === undefined || value === '' ? 0 : Number(value));

export const totalPremiumOf = (premium: unknown, fees: ApiRecord): number =>
  toCents(FEE_FIELDS.reduce((total, field) => total + amount(fees[field]), amount(premium)) + storedCharges(fees));
