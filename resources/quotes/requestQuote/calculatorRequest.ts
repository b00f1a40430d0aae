/**
 * The calculator state (src/shared/rating/calculatorState.ts) as the body of POST /api/rater/v1/calculator
 * and of a cart entry: what the user chose, every line by numeric id; the server fills in and prices nothing else.
 */
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import type { CalculatorState } from '../../../src/shared/rating/calculatorState';

/** The security answers as the calculator request carries them (YES / NO, a backup frequency). */
export type CalculatorSecurityAnswers = NonNullable<CalculatorRequest['securityAnswers']>;

/** What the account gives the calculator: the product and the firmographics it is priced on. */
export interface CalculatorSubject {
  product: string;
  naicsCode: string;
  state: string;
  revenue: number;
}

const SECURITY_KEYS = [
  'isVerifyingBankAccounts',
  'isAuthenticatingFundTransferRequests',
  'isPreventingUnauthorizedWireTransfers',
  'backupFrequency',
] as const;
const YES_NO = new Set<unknown>([true, false, 'YES', 'NO']);

/**
 * How each version of the P250 questionnaire asks what the calculator reads: the question each calculator key
 * is read from, and the answer values that changed name. The one place that knows the questionnaire's versions.
 */
const QUESTIONNAIRE_VERSIONS: Record<
  number,
  { questions: Record<(typeof SECURITY_KEYS)[number], string>; values: Record<string, string> }
> = {
  1: {
    questions: {
      isVerifyingBankAccounts: 'isVerifyingBankAccounts',
      isAuthenticatingFundTransferRequests: 'isAuthenticatingFundTransferRequests',
      isPreventingUnauthorizedWireTransfers: 'isPreventingUnauthorizedWireTransfers',
      backupFrequency: 'backupFrequency',
    },
    values: {},
  },
  2: {
    questions: {
      isVerifyingBankAccounts: 'verifiesBankAccounts',
      isAuthenticatingFundTransferRequests: 'isAuthenticatingFundTransferRequests',
      isPreventingUnauthorizedWireTransfers: 'isPreventingUnauthorizedWireTransfers',
      backupFrequency: 'backupFrequency',
    },
    values: { HALF_YEARLY: 'SIX_MONTHS' },
  },
};

/**
 * The answers the calculator takes (spec 002 §4 "Security answers"), without the ones not given, from the P250
 * questionnaire's answers under the version they were given in (the stored `schemaVersion`).
 */
export function calculatorSecurityAnswers(
  answers: Record<string, unknown> | undefined,
  schemaVersion = 1,
): CalculatorSecurityAnswers | undefined {
  if (!answers) return undefined;
  const version = QUESTIONNAIRE_VERSIONS[schemaVersion];
  if (!version) throw new Error(`The calculator does not read version ${schemaVersion} of the P250 questionnaire`);
  const picked: Record<string, unknown> = {};
  for (const key of SECURITY_KEYS) {
    const given = answers[version.questions[key]];
    const value = typeof given === 'string' ? (version.values[given] ?? given) : given;
    if (key === 'backupFrequency' ? typeof value === 'string' && value !== '' : YES_NO.has(value)) picked[key] = value;
  }
  return Object.keys(picked).length ? (picked as CalculatorSecurityAnswers) : undefined;
}

export function calculatorRequest(
  subject: CalculatorSubject,
  state: CalculatorState,
  extra: { securityAnswers?: CalculatorSecurityAnswers; triaRejectionAttested?: boolean } = {},
): CalculatorRequest {
  const { global } = state;
  const coverages: NonNullable<CalculatorRequest['coverages']> = {};
  for (const [id, line] of Object.entries(state.coverages)) {
    coverages[id] = {
      selected: line.selected,
      limit: line.limit,
      deductible: line.deductible,
      ...(line.waitingPeriod !== undefined ? { waitingPeriod: line.waitingPeriod } : {}),
      ...(line.retroActivePeriod !== undefined ? { retroActivePeriod: line.retroActivePeriod } : {}),
      ...(line.retroActiveDate ? { retroActiveDate: line.retroActiveDate } : {}),
    };
  }
  return {
    product: subject.product,
    naicsCode: subject.naicsCode,
    state: subject.state,
    revenue: subject.revenue,
    preset: global.preset,
    limit: global.limit,
    deductible: global.deductible,
    waitingPeriod: global.waitingPeriod,
    retroActivePeriod: global.retroActivePeriod,
    ...(global.retroActiveAsDate && global.retroActiveDate ? { retroActiveDate: global.retroActiveDate } : {}),
    effectiveDate: global.effectiveDate,
    endDate: global.endDate,
    coverages,
    ...(global.boostVersion ? { boostVersion: global.boostVersion } : {}),
    ...(extra.triaRejectionAttested ? { triaRejectionAttested: true } : {}),
    ...(extra.securityAnswers ? { securityAnswers: extra.securityAnswers } : {}),
  };
}
