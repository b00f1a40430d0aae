/**
 * The calculator's fixed figures (spec 002 §9 "Calculator"). Per-product and per-state options (limits,
 * deductibles, waiting periods, retro periods) live in the rating files; these are the spec's defaults and
 * windows that every product shares.
 */
export const CUSTOM_PRESET = -1;

export const CALCULATOR_DEFAULTS = {
  preset: 2,
  limit: 1_000_000,
  limitMin: 1_000_000,
  limitMax: 5_000_000,
  limitStep: 500_000,
  deductible: 25_000,
  waitingPeriod: 12,
  /** Unlimited (Full Prior Acts). */
  retroActivePeriod: -1,
  backupFrequency: 'SIX_MONTHS',
} as const;

/** Coverage dates: start 7 days back to 75 ahead, default 14 ahead; a one-year term; end 6 to 18 months after start. */
export const COVERAGE_WINDOW = {
  daysBack: 7,
  daysAhead: 75,
  defaultDaysAhead: 14,
  termMonths: 12,
  minEndMonths: 6,
  maxEndMonths: 18,
} as const;

/** The seven risk characteristics of the IRPM editor (spec 002 §3 "Underwriting payloads"). */
export const IRPM_CHARACTERISTICS = [
  'companyStability',
  'dcmPractices',
  'drPlanning',
  'securityAwareness',
  'financialCondition',
  'managementExperience',
  'managementOfContent',
] as const;
export type IrpmCharacteristic = (typeof IRPM_CHARACTERISTICS)[number];

/** The spec's tooltips for options disabled by state or industry (spec 002 §5 "Coverage eligibility"). */
export const STATE_NOT_SUPPORTED = 'State Not Supported';
export const NOT_AVAILABLE_FOR_INDUSTRY = 'Not Available For Industry / State!';
export const TRIA_REJECTION_ATTESTATION = 'TRIA rejection is attached with signed application';
