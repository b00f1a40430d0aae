/** Spec 002 §4 "Payment statuses" and "Payment methods", and the payment page's states. */
export const TRANSACTION_STATUSES = ['Paid', 'Failed', 'In Process', 'Void'] as const;

export const PAYMENT_METHODS = ['Check', 'Credit Card', 'ACH/Wire Transfer', 'Bank Account', 'Refund/Credit'] as const;

export const PAGE_STATES = ['Paid', 'Processed', 'Failed', 'Unpaid', 'Partially Paid'] as const;
export type PageState = (typeof PAGE_STATES)[number];

/** Spec 002 §9: "Maximum payment amount 1,000,000,000,000". */
export const MAX_AMOUNT = 1_000_000_000_000;
