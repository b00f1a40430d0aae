/**
 * The quote lifecycle's permissions beyond the CRUD verbs: underwriting (refer, release, review, decline, lost,
 * need-by, issue, rescind) is provider staff's; binding (attest, bind) is the agency's.
 */
export const QUOTE_UNDERWRITE = 'quote:underwrite';
export const QUOTE_BIND = 'quote:bind';
