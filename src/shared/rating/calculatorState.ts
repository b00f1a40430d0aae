/**
 * The calculator state of spec 002 §3 (global, coverages keyed by numeric id, ui) and its rules (§4, §9) as
 * one pure reducer, for the console's calculator and the server's checks alike:
 * - any change to a coverage, the limit, the deductible, the waiting period or the retro period sets the preset
 *   to custom (-1);
 * - picking a preset selects its coverages (and the mandatory ones), resets their options to the globals and
 *   clears as-date retro;
 * - a global deductible or waiting period is clamped into each coverage's own options;
 * - a new effective date resets the end date to one year later and moves the end bounds;
 * - security answers deselect Cyber Crime Loss and Full System Failure.
 * Locked, mandatory and unavailable lines do not move. The premium is not here: the server computes it.
 */
import { CUSTOM_PRESET } from './calculatorConstants';
import { clampToOptions } from './clampToOptions';
import { coverageDateBounds, defaultCoverageDates, termEnd, type CoverageDateBounds } from './coverageDates';
import { publicRelationsSublimit, type CalculatorRules, type CoverageRule } from './calculatorRules';
import { securityDeselections, type SecurityAnswers } from './securityAnswers';
import { triaMandatory } from './tria';

export interface CoverageState {
  selected: boolean;
  limit: number;
  deductible: number;
  /** Hours; time-element lines only. */
  waitingPeriod?: number;
  /** Liability lines only; -1 = Full Prior Acts. */
  retroActivePeriod?: number;
  retroActiveDate?: string;
}

export interface CalculatorState {
  global: CoverageDateBounds & {
    preset: number;
    limit: number;
    deductible: number;
    waitingPeriod: number;
    retroActivePeriod: number;
    /** Retro given as a date (retroActiveDate) instead of a period. */
    retroActiveAsDate: boolean;
    retroActiveDate?: string;
    effectiveDate: string;
    endDate: string;
    boostVersion?: string;
  };
  coverages: Record<number, CoverageState>;
  ui: { limitMin: number; limitMax: number; step: number; uwReferral: boolean };
}

export type CalculatorAction =
  | { type: 'preset'; preset: number }
  | { type: 'coverage'; id: number; selected: boolean }
  | {
      type: 'coverageOption';
      id: number;
      field: 'limit' | 'deductible' | 'waitingPeriod' | 'retroActivePeriod';
      value: number;
    }
  | { type: 'limit'; value: number }
  | { type: 'deductible'; value: number }
  | { type: 'waitingPeriod'; value: number }
  | { type: 'retroActivePeriod'; value: number }
  | { type: 'retroActiveDate'; date: string }
  | { type: 'effectiveDate'; date: string; today: string }
  | { type: 'endDate'; date: string }
  | { type: 'securityAnswers'; answers: SecurityAnswers };

/** A line's limit: the public relations sublimit on its line, else its percentage of the aggregate limit. */
export function coverageLimit(rules: CalculatorRules, coverage: CoverageRule, limit: number): number {
  if (coverage.id === rules.publicRelations.coverageId) return publicRelationsSublimit(limit, rules.publicRelations);
  return Math.round((limit * (coverage.limitPercent ?? 100)) / 100);
}

/** A line's options taken from the globals, clamped into its own. */
function lineFromGlobals(
  rules: CalculatorRules,
  coverage: CoverageRule,
  global: CalculatorState['global'],
  selected: boolean,
): CoverageState {
  const line: CoverageState = {
    selected,
    limit: coverageLimit(rules, coverage, global.limit),
    deductible: clampToOptions(global.deductible, coverage.deductibles ?? rules.globals.deductibles),
  };
  if (coverage.waitingPeriods) line.waitingPeriod = clampToOptions(global.waitingPeriod, coverage.waitingPeriods);
  if (coverage.hasRetro) {
    line.retroActivePeriod = global.retroActivePeriod;
    if (global.retroActiveAsDate && global.retroActiveDate) line.retroActiveDate = global.retroActiveDate;
  }
  return line;
}

const withReferral = (rules: CalculatorRules, state: CalculatorState): CalculatorState => ({
  ...state,
  ui: {
    ...state.ui,
    uwReferral: rules.coverages.some((c) => c.refersToUnderwriter && state.coverages[c.id]?.selected),
  },
});

/** The coverages a preset selects: the mandatory lines and the preset's available ones. */
export function presetSelection(rules: CalculatorRules, preset: number): Set<number> {
  const keys = new Set(rules.presets.find((p) => p.id === preset)?.coverages ?? []);
  return new Set(rules.coverages.filter((c) => c.available && (c.mandatory || keys.has(c.key))).map((c) => c.id));
}

function applyPreset(rules: CalculatorRules, state: CalculatorState, preset: number): CalculatorState {
  const global = { ...state.global, preset, retroActiveAsDate: false, retroActiveDate: undefined };
  const selected = presetSelection(rules, preset);
  const coverages = Object.fromEntries(
    rules.coverages.map((c) => [c.id, lineFromGlobals(rules, c, global, selected.has(c.id))]),
  );
  return withReferral(rules, { ...state, global, coverages });
}

/** The opening state: preset 2, the state's default limit, deductible, waiting period and retro, dates from today. */
export function initialCalculatorState(rules: CalculatorRules, today: string, boostVersion?: string): CalculatorState {
  const { globals } = rules;
  const dates = defaultCoverageDates(today);
  const state: CalculatorState = {
    global: {
      preset: 0,
      limit: globals.limit.default,
      deductible: globals.defaultDeductible,
      waitingPeriod: globals.defaultWaitingPeriod,
      retroActivePeriod: globals.defaultRetroPeriod,
      retroActiveAsDate: false,
      ...dates,
      ...coverageDateBounds(today, dates.effectiveDate),
      ...(boostVersion ? { boostVersion } : {}),
    },
    coverages: {},
    ui: { limitMin: globals.limit.min, limitMax: globals.limit.max, step: globals.limit.step, uwReferral: false },
  };
  return applyPreset(rules, state, rules.presets.some((p) => p.id === 2) ? 2 : rules.presets[0].id);
}

/** Lines that the user may not change: locked, or not available here; mandatory ones may not be deselected. */
function editable(rules: CalculatorRules, id: number): CoverageRule | undefined {
  const coverage = rules.coverages.find((c) => c.id === id);
  return coverage && coverage.available && !coverage.locked ? coverage : undefined;
}

/** Every line re-derived from new globals (the selection and any line's own choice outside the changed field kept). */
function withGlobals(
  rules: CalculatorRules,
  state: CalculatorState,
  global: CalculatorState['global'],
  field: keyof CoverageState,
): CalculatorState {
  const coverages = Object.fromEntries(
    rules.coverages.map((c) => {
      const current = state.coverages[c.id];
      const derived = lineFromGlobals(rules, c, global, current?.selected ?? false);
      const next: CoverageState = { ...current, selected: current?.selected ?? false };
      if (derived[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = derived[field];
      if (field === 'retroActivePeriod') next.retroActiveDate = derived.retroActiveDate;
      return [c.id, next];
    }),
  );
  return withReferral(rules, { ...state, global: { ...global, preset: CUSTOM_PRESET }, coverages });
}

export function calculatorReducer(
  rules: CalculatorRules,
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'preset':
      return rules.presets.some((p) => p.id === action.preset) ? applyPreset(rules, state, action.preset) : state;
    case 'coverage': {
      const coverage = editable(rules, action.id);
      if (!coverage || (coverage.mandatory && !action.selected)) return state;
      if (
        !action.selected &&
        coverage.id === rules.tria.coverageId &&
        triaMandatory(state.global.boostVersion, rules.tria.mandatoryInBoostVersions)
      )
        return state;
      const coverages = {
        ...state.coverages,
        [action.id]: { ...state.coverages[action.id], selected: action.selected },
      };
      return withReferral(rules, { ...state, global: { ...state.global, preset: CUSTOM_PRESET }, coverages });
    }
    case 'coverageOption': {
      if (!editable(rules, action.id)) return state;
      const coverages = {
        ...state.coverages,
        [action.id]: { ...state.coverages[action.id], [action.field]: action.value },
      };
      return { ...state, global: { ...state.global, preset: CUSTOM_PRESET }, coverages };
    }
    case 'limit': {
      const { limitMin, limitMax, step } = state.ui;
      const value = Math.min(
        limitMax,
        Math.max(limitMin, limitMin + Math.round((action.value - limitMin) / step) * step),
      );
      return withGlobals(rules, state, { ...state.global, limit: value }, 'limit');
    }
    case 'deductible':
      return withGlobals(rules, state, { ...state.global, deductible: action.value }, 'deductible');
    case 'waitingPeriod':
      return withGlobals(rules, state, { ...state.global, waitingPeriod: action.value }, 'waitingPeriod');
    case 'retroActivePeriod':
      return withGlobals(
        rules,
        state,
        { ...state.global, retroActivePeriod: action.value, retroActiveAsDate: false, retroActiveDate: undefined },
        'retroActivePeriod',
      );
    case 'retroActiveDate':
      return withGlobals(
        rules,
        state,
        { ...state.global, retroActiveAsDate: true, retroActiveDate: action.date },
        'retroActivePeriod',
      );
    case 'effectiveDate': {
      const window = coverageDateBounds(action.today, action.date);
      const start =
        action.date < window.startMin ? window.startMin : action.date > window.startMax ? window.startMax : action.date;
      return {
        ...state,
        global: {
          ...state.global,
          effectiveDate: start,
          endDate: termEnd(start),
          ...coverageDateBounds(action.today, start),
        },
      };
    }
    case 'endDate': {
      const { endMin, endMax } = state.global;
      const end = action.date < endMin ? endMin : action.date > endMax ? endMax : action.date;
      return { ...state, global: { ...state.global, endDate: end } };
    }
    case 'securityAnswers': {
      const keys = new Set(securityDeselections(action.answers));
      const hit = rules.coverages.filter((c) => keys.has(c.key) && state.coverages[c.id]?.selected);
      if (!hit.length) return state;
      const coverages = { ...state.coverages };
      for (const c of hit) coverages[c.id] = { ...coverages[c.id], selected: false };
      return withReferral(rules, { ...state, global: { ...state.global, preset: CUSTOM_PRESET }, coverages });
    }
  }
}
