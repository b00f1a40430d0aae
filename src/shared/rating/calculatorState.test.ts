/**
 * The calculator's rules against the numbers of spec 002 §3, §4 and §9, on the project's P250 rating file
 * (its numbers are the analysts'; the spec's figures are written out here, never read from the code).
 */
import p100File from '../../../rating/P100/v1.json';
import p250File from '../../../rating/P250/v1.json';
import type { RatingProduct } from '../generated/rating';
import { calculatorRules, publicRelationsSublimit, coveragePercentage } from './calculatorRules';
import {
  calculatorReducer,
  initialCalculatorState,
  type CalculatorAction,
  type CalculatorState,
} from './calculatorState';
import { clampToOptions } from './clampToOptions';
import { addMonths, coverageDateBounds, defaultCoverageDates } from './coverageDates';
import { irpmErrors, irpmKind, irpmModifier } from './irpm';
import { securityDeselections } from './securityAnswers';
import { triaErrors } from './tria';

const P250 = p250File as unknown as RatingProduct;
const TODAY = '2026-11-23';
const rules = calculatorRules(P250, 'CA', '541511');
const idOf = (key: string) => P250.coverages.find((c) => c.key === key)!.id;
const run = (...actions: CalculatorAction[]): CalculatorState =>
  actions.reduce((state, action) => calculatorReducer(rules, state, action), initialCalculatorState(rules, TODAY));
const selectedKeys = (state: CalculatorState) =>
  P250.coverages.filter((c) => state.coverages[c.id]?.selected).map((c) => c.key);

describe('calculator defaults (spec 002 §9)', () => {
  it.each([
    ['P250', P250],
    ['P100', p100File as unknown as RatingProduct],
  ])(
    '%s opens on preset 2 with limit 1,000,000 in 1,000,000–5,000,000 by 500,000, deductible 25,000, waiting period 12, retro -1',
    (_code, product) => {
      const rules = calculatorRules(product, 'CA', '541511');
      const { global, ui } = initialCalculatorState(rules, TODAY);
      expect(global).toMatchObject({
        preset: 2,
        limit: 1_000_000,
        deductible: 25_000,
        waitingPeriod: 12,
        retroActivePeriod: -1,
        retroActiveAsDate: false,
      });
      expect(ui).toMatchObject({ limitMin: 1_000_000, limitMax: 5_000_000, step: 500_000 });
      expect(rules.globals.limits).toEqual([
        1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000, 5_000_000,
      ]);
      expect(rules.presets.map((p) => [p.id, p.name])).toEqual([
        [1, 'BASIC'],
        [2, 'POPULAR'],
        [3, 'ELITE'],
      ]);
    },
  );

  it('selects the POPULAR lines and every mandatory one (group 1 and the breach fund)', () => {
    expect(selectedKeys(initialCalculatorState(rules, TODAY))).toEqual([
      'LIABILITY',
      'PCI',
      'REGULATORY',
      'COWBELL_BREACH_FUND',
      'DATA_RESTORATION',
      'EXTORTION',
      'BUSINESS_IMPERSONATION',
      'REPUTATIONAL_HARM',
      'BUSINESS_INTERRUPTION',
      'CONTINGENT_BI',
      'SYSTEM_FAILURE_BI',
      'CYBER_CRIME',
      'TRIA',
    ]);
  });

  it('starts coverage 14 days from today and ends one year after; the start window is 7 days back to 75 ahead', () => {
    const { global } = initialCalculatorState(rules, TODAY);
    expect(global).toMatchObject({
      effectiveDate: '2026-12-07',
      endDate: '2027-12-07',
      startMin: '2026-11-16',
      startMax: '2027-02-06',
    });
    expect(global).toMatchObject({ endMin: '2027-06-07', endMax: '2028-06-07' });
  });
});

describe('any change to a coverage, limit, deductible, waiting period or retro sets the preset to custom (-1)', () => {
  it.each<[string, CalculatorAction]>([
    ['a coverage', { type: 'coverage', id: idOf('MEDIA_LIABILITY'), selected: true }],
    ['a coverage option', { type: 'coverageOption', id: idOf('CYBER_CRIME'), field: 'deductible', value: 50_000 }],
    ['the limit', { type: 'limit', value: 2_000_000 }],
    ['the deductible', { type: 'deductible', value: 10_000 }],
    ['the waiting period', { type: 'waitingPeriod', value: 8 }],
    ['the retro period', { type: 'retroActivePeriod', value: 1 }],
  ])('%s', (_what, action) => {
    expect(run(action).global.preset).toBe(-1);
  });

  it('but not the dates, and not a refused change (a mandatory or locked line)', () => {
    expect(run({ type: 'effectiveDate', date: '2026-12-01', today: TODAY }).global.preset).toBe(2);
    expect(run({ type: 'coverage', id: idOf('LIABILITY'), selected: false })).toEqual(
      initialCalculatorState(rules, TODAY),
    );
    expect(
      run({ type: 'coverage', id: idOf('EXTORTION'), selected: false }).coverages[idOf('EXTORTION')].selected,
    ).toBe(true);
  });

  it('a limit change moves every line: the percentage lines with it, public relations to 5 % of it', () => {
    const state = run({ type: 'limit', value: 3_000_000 });
    expect(state.global.limit).toBe(3_000_000);
    expect(state.coverages[idOf('DATA_RESTORATION')].limit).toBe(3_000_000);
    expect(state.coverages[idOf('CYBER_CRIME')].limit).toBe(750_000); // 25 % in the file
    expect(state.coverages[idOf('REPUTATIONAL_HARM')].limit).toBe(150_000); // 5 % of 3,000,000
  });

  it('a limit between steps lands on the step grid, within 1,000,000–5,000,000', () => {
    expect(run({ type: 'limit', value: 2_200_000 }).global.limit).toBe(2_000_000);
    expect(run({ type: 'limit', value: 9_000_000 }).global.limit).toBe(5_000_000);
    expect(run({ type: 'limit', value: 10 }).global.limit).toBe(1_000_000);
  });
});

describe('presets', () => {
  it('picking a preset selects its lines and clears as-date retro', () => {
    const asDate = run({ type: 'retroActiveDate', date: '2024-01-01' });
    expect(asDate.global).toMatchObject({ retroActiveAsDate: true, retroActiveDate: '2024-01-01', preset: -1 });
    expect(asDate.coverages[idOf('LIABILITY')].retroActiveDate).toBe('2024-01-01');
    const elite = calculatorReducer(rules, asDate, { type: 'preset', preset: 3 });
    expect(elite.global).toMatchObject({ preset: 3, retroActiveAsDate: false, retroActiveDate: undefined });
    expect(elite.coverages[idOf('LIABILITY')].retroActiveDate).toBeUndefined();
    expect(selectedKeys(elite)).toContain('FULL_SYSTEM_FAILURE');
    expect(selectedKeys(calculatorReducer(rules, elite, { type: 'preset', preset: 1 }))).toEqual([
      'LIABILITY',
      'PCI',
      'REGULATORY',
      'COWBELL_BREACH_FUND',
      'DATA_RESTORATION',
      'EXTORTION',
      'BUSINESS_INTERRUPTION',
      'TRIA',
    ]);
  });
});

describe('a global deductible or waiting period clamps every coverage to its options', () => {
  it('deductible 1,000 leaves Cyber Crime at its smallest, 10,000; 100,000 everywhere at most 100,000', () => {
    const low = run({ type: 'deductible', value: 1_000 });
    expect(low.coverages[idOf('DATA_RESTORATION')].deductible).toBe(1_000);
    expect(low.coverages[idOf('CYBER_CRIME')].deductible).toBe(10_000);
    const high = run({ type: 'deductible', value: 100_000 });
    expect(high.coverages[idOf('CYBER_CRIME')].deductible).toBe(100_000);
  });

  it('waiting period 6 leaves Contingent BI (12 or 24 hours) at 12 and BI (6–24) at 6; 24 at 24 everywhere', () => {
    const six = run({ type: 'waitingPeriod', value: 6 });
    expect(six.coverages[idOf('BUSINESS_INTERRUPTION')].waitingPeriod).toBe(6);
    expect(six.coverages[idOf('CONTINGENT_BI')].waitingPeriod).toBe(12);
    expect(six.coverages[idOf('SYSTEM_FAILURE_BI')].waitingPeriod).toBe(8);
    expect(six.coverages[idOf('DATA_RESTORATION')].waitingPeriod).toBeUndefined();
    expect(run({ type: 'waitingPeriod', value: 24 }).coverages[idOf('CONTINGENT_BI')].waitingPeriod).toBe(24);
  });

  it('clampToOptions: below → smallest, above → largest, between → the largest not above', () => {
    expect(clampToOptions(1_000, [10_000, 25_000, 50_000])).toBe(10_000);
    expect(clampToOptions(99_000, [10_000, 25_000, 50_000])).toBe(50_000);
    expect(clampToOptions(30_000, [10_000, 25_000, 50_000])).toBe(25_000);
  });
});

describe('coverage dates (spec 002 §9)', () => {
  it('a new effective date resets the end to one year later and moves the end bounds to 6 and 18 months', () => {
    const { global } = run({ type: 'effectiveDate', date: '2027-01-31', today: TODAY });
    expect(global).toMatchObject({
      effectiveDate: '2027-01-31',
      endDate: '2028-01-31',
      endMin: '2027-07-31',
      endMax: '2028-07-31',
    });
  });

  it('a start outside 7 days back to 75 ahead is brought to the window; an end to its bounds', () => {
    expect(run({ type: 'effectiveDate', date: '2026-11-01', today: TODAY }).global.effectiveDate).toBe('2026-11-16');
    expect(run({ type: 'effectiveDate', date: '2027-06-01', today: TODAY }).global.effectiveDate).toBe('2027-02-06');
    expect(run({ type: 'endDate', date: '2027-01-01' }).global.endDate).toBe('2027-06-07');
    expect(run({ type: 'endDate', date: '2030-01-01' }).global.endDate).toBe('2028-06-07');
  });

  it('month arithmetic keeps the day or takes the month’s last', () => {
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(defaultCoverageDates('2027-02-14')).toEqual({ effectiveDate: '2027-02-28', endDate: '2028-02-28' });
    expect(coverageDateBounds('2026-01-03', '2026-01-17')).toEqual({
      startMin: '2025-12-27',
      startMax: '2026-03-19',
      endMin: '2026-07-17',
      endMax: '2027-07-17',
    });
  });
});

describe('public relations sublimit: 5 % of the limit, flat 50,000 in NY and WA', () => {
  it.each([
    ['CA', 1_000_000, 50_000],
    ['CA', 3_500_000, 175_000],
    ['TX', 5_000_000, 250_000],
    ['NY', 5_000_000, 50_000],
    ['WA', 1_500_000, 50_000],
  ])('%s at %i → %i', (state, limit, sublimit) => {
    const stateRules = calculatorRules(P250, state, '541511');
    expect(publicRelationsSublimit(limit, stateRules.publicRelations)).toBe(sublimit);
    const line = calculatorReducer(stateRules, initialCalculatorState(stateRules, TODAY), {
      type: 'limit',
      value: limit,
    }).coverages[idOf('REPUTATIONAL_HARM')];
    expect(line.limit).toBe(sublimit);
  });

  it('each coverage percentage = sublimit / limit', () => {
    expect(coveragePercentage(50_000, 1_000_000)).toBe(5);
    expect(coveragePercentage(50_000, 4_000_000)).toBe(1.25);
  });
});

describe('security answers (spec 002 §4)', () => {
  it('deselect Cyber Crime Loss unless all three bank answers are yes, Full System Failure when backups are NEVER', () => {
    expect(
      securityDeselections({
        isVerifyingBankAccounts: 'YES',
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: 'YES',
        backupFrequency: 'WEEKLY',
      }),
    ).toEqual([]);
    expect(
      securityDeselections({
        isVerifyingBankAccounts: 'YES',
        isAuthenticatingFundTransferRequests: 'NO',
        isPreventingUnauthorizedWireTransfers: 'YES',
      }),
    ).toEqual(['CYBER_CRIME']);
    expect(
      securityDeselections({
        isVerifyingBankAccounts: true,
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: true,
        backupFrequency: 'NEVER',
      }),
    ).toEqual(['FULL_SYSTEM_FAILURE']);
    const elite = run(
      { type: 'preset', preset: 3 },
      { type: 'securityAnswers', answers: { isVerifyingBankAccounts: 'NO', backupFrequency: 'NEVER' } },
    );
    expect(elite.coverages[idOf('CYBER_CRIME')].selected).toBe(false);
    expect(elite.coverages[idOf('FULL_SYSTEM_FAILURE')].selected).toBe(false);
    expect(elite.global.preset).toBe(-1);
  });
});

describe('TRIA', () => {
  it('leaving TRIA out needs the signed rejection, and is refused in V4', () => {
    expect(triaErrors({ selected: true, boostVersion: 'V4' }, ['V4'], 'coverages.47')).toEqual([]);
    expect(triaErrors({ selected: false, boostVersion: 'V5' }, ['V4'], 'coverages.47')).toEqual([
      { field: 'triaRejectionAttested', detail: 'Confirm: TRIA rejection is attached with signed application' },
    ]);
    expect(
      triaErrors({ selected: false, boostVersion: 'V5', triaRejectionAttested: true }, ['V4'], 'coverages.47'),
    ).toEqual([]);
    expect(
      triaErrors({ selected: false, boostVersion: 'V4', triaRejectionAttested: true }, ['V4'], 'coverages.47'),
    ).toEqual([{ field: 'coverages.47', detail: 'TRIA is mandatory in V4' }]);
    const v4 = initialCalculatorState(rules, TODAY, 'V4');
    expect(
      calculatorReducer(rules, v4, { type: 'coverage', id: idOf('TRIA'), selected: false }).coverages[idOf('TRIA')]
        .selected,
    ).toBe(true);
    expect(run({ type: 'coverage', id: idOf('TRIA'), selected: false }).coverages[idOf('TRIA')].selected).toBe(false);
  });
});

describe('IRPM (spec 002 §5, §9)', () => {
  it('modifier = 1 + sum / 100 to 10 decimals; positive DEBIT, zero or negative CREDIT', () => {
    expect(irpmModifier({ companyStability: 5, drPlanning: -2 })).toBe(1.03);
    expect(irpmModifier({ companyStability: 1 / 3 })).toBe(1.0033333333);
    expect(irpmModifier({})).toBe(1);
    expect([irpmKind(2), irpmKind(0), irpmKind(-1)]).toEqual(['DEBIT', 'CREDIT', 'CREDIT']);
  });

  it('each value within the state’s min and max × 100, else Invalid; the sum too', () => {
    const bounds = { min: -0.25, max: 0.25 };
    expect(irpmErrors({ companyStability: 25, drPlanning: -25 }, bounds)).toEqual([]);
    expect(irpmErrors({ companyStability: 26, drPlanning: -25.5 }, bounds)).toEqual([
      { field: 'companyStability', detail: 'Invalid' },
      { field: 'drPlanning', detail: 'Invalid' },
    ]);
    expect(irpmErrors({ companyStability: 20, drPlanning: 10 }, bounds)).toEqual([
      { field: 'irpm', detail: 'The IRPM total must lie between -25 and 25' },
    ]);
    expect(calculatorRules(P250, 'NY', '541511').irpm).toEqual({ min: -0.15, max: 0.15 });
  });
});

describe('eligibility by state and industry (spec 002 §5)', () => {
  it('Tech E&O only for information and professional services; the tooltips are the spec’s', () => {
    const tech = (naics: string, state = 'CA') =>
      calculatorRules(P250, state, naics).coverages.find((c) => c.key === 'TECH_ENO')!;
    expect(tech('541511')).toMatchObject({ available: true });
    expect(tech('722511')).toMatchObject({ available: false, tooltip: 'Not Available For Industry / State!' });
    const p100 = { ...P250, states: P250.states.filter((s) => s !== 'NY') };
    expect(calculatorRules(p100, 'NY', '541511').coverages[0]).toMatchObject({
      available: false,
      tooltip: 'State Not Supported',
    });
  });
});
