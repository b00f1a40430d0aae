/** Broker and MGA fees (spec 002 §3 "Fees"): amounts from 0 to 10,000. */
export const FEE_MAX = 10_000;

/** The typed fee as a number, or undefined when it is empty; NaN when it is not a number. */
export const feeOf = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

export const feeInRange = (fee: number | undefined): boolean =>
  fee === undefined || (Number.isFinite(fee) && fee >= 0 && fee <= FEE_MAX);
