/**
 * Underwriting's permissions beyond the lifecycle's: the broker fee is the agency's and the underwriter's
 * (`quote:broker-fee`); the IRPM, the MGA fee and the underwriter's inbox are underwriting (`quote:underwrite`,
 * lifecycle/permissions.ts).
 */
export { QUOTE_UNDERWRITE } from '../lifecycle/permissions';

export const QUOTE_BROKER_FEE = 'quote:broker-fee';
