/**
 * The 17 mailbox categories (spec 001 §3) as stored: upper case with underscores (CLAIMS_OPS, CERT_REQUEST,
 * RISKENG — RiskEng is one word in the stored form the spec shows). Light: the console's list filter reads it too.
 */
export const MAILBOX_CATEGORIES = [
  'LOSSRUNS',
  'CLAIMS',
  'CLAIMS_OPS',
  'SUBMISSION',
  'BOR',
  'BINDERS',
  'CRS',
  'SUBJECTIVITY',
  'SPAM',
  'MTE',
  'RENEWAL',
  'CANCELLATION',
  'CERT_REQUEST',
  'API',
  'GENERAL',
  'RISKENG',
  'OTHER',
] as const;
