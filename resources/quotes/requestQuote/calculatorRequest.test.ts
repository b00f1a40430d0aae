import p100 from '../../../rating/P100/v1.json';
import type { RatingProduct } from '../../../src/shared/generated/rating';
import { calculatorRules } from '../../../src/shared/rating/calculatorRules';
import { calculatorReducer, initialCalculatorState } from '../../../src/shared/rating/calculatorState';
import { calculatorRequest, calculatorSecurityAnswers } from './calculatorRequest';

const rules = calculatorRules(p100 as unknown as RatingProduct, 'TX', '621210');
const subject = { product: 'P100', naicsCode: '621210', state: 'TX', revenue: 3_500_000 };

describe('the calculator request the console sends', () => {
  it('takes only the security answers the calculator reads, as given', () => {
    expect(
      calculatorSecurityAnswers({
        isVerifyingBankAccounts: 'YES',
        isAuthenticatingFundTransferRequests: 'NO',
        dmzSeparation: 'YES',
        backupFrequency: 'NEVER',
        lastSecurityAnswered: '2026-01-01',
      }),
    ).toEqual({
      isVerifyingBankAccounts: 'YES',
      isAuthenticatingFundTransferRequests: 'NO',
      backupFrequency: 'NEVER',
    });
    expect(calculatorSecurityAnswers({ dmzSeparation: 'YES', backupFrequency: '' })).toBeUndefined();
    expect(calculatorSecurityAnswers(undefined)).toBeUndefined();
  });

  it('reads version 2 of the questionnaire: the renamed bank question and the half-yearly backup', () => {
    expect(
      calculatorSecurityAnswers(
        { verifiesBankAccounts: 'NO', backupFrequency: 'HALF_YEARLY', answeredBy: 'UNKNOWN' },
        2,
      ),
    ).toEqual({ isVerifyingBankAccounts: 'NO', backupFrequency: 'SIX_MONTHS' });
  });

  it('carries the globals, the dates and every line by numeric id, as the state holds them', () => {
    const state = calculatorReducer(rules, initialCalculatorState(rules, '2026-03-02'), {
      type: 'limit',
      value: 3_000_000,
    });
    const body = calculatorRequest(subject, state, { securityAnswers: { backupFrequency: 'WEEKLY' } });
    expect(body).toMatchObject({
      ...subject,
      preset: -1,
      limit: 3_000_000,
      deductible: 25_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
      effectiveDate: '2026-03-16',
      endDate: '2027-03-16',
      securityAnswers: { backupFrequency: 'WEEKLY' },
    });
    expect(Object.keys(body.coverages ?? {}).sort()).toEqual(Object.keys(state.coverages).sort());
    for (const [id, line] of Object.entries(state.coverages))
      expect(body.coverages?.[id]).toMatchObject({
        selected: line.selected,
        limit: line.limit,
        deductible: line.deductible,
      });
    expect(body).not.toHaveProperty('triaRejectionAttested');
    expect(body).not.toHaveProperty('retroActiveDate');
  });
});
