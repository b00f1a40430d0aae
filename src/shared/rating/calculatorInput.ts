/**
 * A calculator request made whole and checked, by the same rules the calculator state follows. The server
 * prices only what passes here; the console can show the same refusals. Missing options take the state's
 * defaults, missing coverages the preset's; locked lines always take the options the globals give them. The
 * security answer rules apply when the request carries security answers.
 */
import type { FieldError } from '../api/types';
import type { CalculatorRequest } from '../generated/rating';
import {
  CALCULATOR_DEFAULTS,
  CUSTOM_PRESET,
  NOT_AVAILABLE_FOR_INDUSTRY,
  STATE_NOT_SUPPORTED,
} from './calculatorConstants';
import type { CalculatorRules, CoverageRule } from './calculatorRules';
import { coverageLimit, presetSelection, type CoverageState } from './calculatorState';
import { clampToOptions } from './clampToOptions';
import { coverageDateBounds, defaultCoverageDates, termEnd } from './coverageDates';
import { irpmErrors, type IrpmValues } from './irpm';
import { SECURITY_REASONS, securityDeselections } from './securityAnswers';
import { triaErrors } from './tria';

/** A request with every option filled in. */
export interface CalculatorInput extends Omit<CalculatorRequest, 'naicsCode' | 'coverages'> {
  naicsCode: string;
  preset: number;
  limit: number;
  deductible: number;
  waitingPeriod: number;
  retroActivePeriod: number;
  effectiveDate: string;
  endDate: string;
  coverages: Record<string, CoverageState>;
  irpm: IrpmValues;
}

const money = (n: number) => n.toLocaleString('en-US');
const oneOf = (label: string, options: readonly number[]) => `${label} must be one of ${options.map(money).join(', ')}`;

/** The line a coverage gets from the request's globals (the same derivation as the calculator state's). */
function derivedLine(
  rules: CalculatorRules,
  coverage: CoverageRule,
  input: Pick<CalculatorInput, 'limit' | 'deductible' | 'waitingPeriod' | 'retroActivePeriod' | 'retroActiveDate'>,
  selected: boolean,
): CoverageState {
  const line: CoverageState = {
    selected,
    limit: coverageLimit(rules, coverage, input.limit),
    deductible: clampToOptions(input.deductible, coverage.deductibles ?? rules.globals.deductibles),
  };
  if (coverage.waitingPeriods) line.waitingPeriod = clampToOptions(input.waitingPeriod, coverage.waitingPeriods);
  if (coverage.hasRetro) {
    line.retroActivePeriod = input.retroActivePeriod;
    if (input.retroActiveDate) line.retroActiveDate = input.retroActiveDate;
  }
  return line;
}

/** The request with the state's defaults, the preset's coverages and the default dates where it says nothing. */
export function completeCalculatorInput(
  rules: CalculatorRules,
  request: CalculatorRequest,
  today: string,
): CalculatorInput {
  const { globals } = rules;
  const dates = request.effectiveDate
    ? { effectiveDate: request.effectiveDate, endDate: termEnd(request.effectiveDate) }
    : defaultCoverageDates(today);
  const input: CalculatorInput = {
    ...request,
    naicsCode: String(request.naicsCode),
    preset: request.preset ?? (request.coverages ? CUSTOM_PRESET : CALCULATOR_DEFAULTS.preset),
    limit: request.limit ?? globals.limit.default,
    deductible: request.deductible ?? globals.defaultDeductible,
    waitingPeriod: request.waitingPeriod ?? globals.defaultWaitingPeriod,
    retroActivePeriod: request.retroActivePeriod ?? globals.defaultRetroPeriod,
    effectiveDate: dates.effectiveDate,
    endDate: request.endDate ?? dates.endDate,
    irpm: request.irpm ?? {},
    coverages: {},
  };
  const presetIds =
    !request.coverages && rules.presets.some((p) => p.id === input.preset)
      ? presetSelection(rules, input.preset)
      : undefined;
  // A preset's selection loses what the security answers rule out, as the calculator state does.
  const ruledOut = new Set(request.securityAnswers ? securityDeselections(request.securityAnswers) : []);
  for (const coverage of rules.coverages) if (ruledOut.has(coverage.key)) presetIds?.delete(coverage.id);
  for (const coverage of rules.coverages) {
    const asked = request.coverages?.[String(coverage.id)];
    const selected = asked
      ? asked.selected
      : presetIds
        ? presetIds.has(coverage.id)
        : !!coverage.mandatory && coverage.available;
    const derived = derivedLine(rules, coverage, input, selected);
    input.coverages[coverage.id] = coverage.locked || !asked ? derived : { ...derived, ...asked };
  }
  // Lines the request names that the product does not have stay, so the check can name them.
  for (const [id, asked] of Object.entries(request.coverages ?? {}))
    if (!(id in input.coverages)) input.coverages[id] = { limit: 0, deductible: 0, ...asked };
  return input;
}

/** Every reason the input cannot be priced, each naming its field. */
export function calculatorInputErrors(rules: CalculatorRules, input: CalculatorInput, today: string): FieldError[] {
  const { globals } = rules;
  const errors: FieldError[] = [];
  if (!rules.stateSupported) errors.push({ field: 'state', detail: STATE_NOT_SUPPORTED });
  if (!rules.industrySupported) errors.push({ field: 'naicsCode', detail: NOT_AVAILABLE_FOR_INDUSTRY });
  // Every line is unavailable there: naming each of them would only repeat why.
  if (errors.length) return errors;
  if (input.preset !== CUSTOM_PRESET && !rules.presets.some((p) => p.id === input.preset))
    errors.push({
      field: 'preset',
      detail: `Preset must be one of ${[...rules.presets.map((p) => p.id), CUSTOM_PRESET].join(', ')}`,
    });
  if (!globals.limits.includes(input.limit))
    errors.push({
      field: 'limit',
      detail: `Limit must be between ${money(globals.limit.min)} and ${money(globals.limit.max)} in steps of ${money(globals.limit.step)}`,
    });
  if (!globals.deductibles.includes(input.deductible))
    errors.push({ field: 'deductible', detail: oneOf('Deductible', globals.deductibles) });
  if (!globals.waitingPeriods.includes(input.waitingPeriod))
    errors.push({ field: 'waitingPeriod', detail: `${oneOf('Waiting Period', globals.waitingPeriods)} hours` });
  const retroValues = globals.retroPeriods.map((r) => r.value);
  if (!retroValues.includes(input.retroActivePeriod))
    errors.push({ field: 'retroActivePeriod', detail: `Retroactive Period must be one of ${retroValues.join(', ')}` });

  const window = coverageDateBounds(today, input.effectiveDate);
  if (input.effectiveDate < window.startMin || input.effectiveDate > window.startMax)
    errors.push({
      field: 'effectiveDate',
      detail: `Effective Date must be between ${window.startMin} and ${window.startMax}`,
    });
  if (input.endDate < window.endMin || input.endDate > window.endMax)
    errors.push({ field: 'endDate', detail: `End Date must be between ${window.endMin} and ${window.endMax}` });

  const ruled = input.securityAnswers ? securityDeselections(input.securityAnswers) : [];
  for (const [id, line] of Object.entries(input.coverages)) {
    const field = `coverages.${id}`;
    const coverage = rules.coverages.find((c) => String(c.id) === id);
    if (!coverage) {
      errors.push({ field, detail: `Coverage ${id} is not offered by ${rules.product}` });
      continue;
    }
    if (line.selected && !coverage.available)
      errors.push({ field, detail: coverage.tooltip ?? NOT_AVAILABLE_FOR_INDUSTRY });
    if (!line.selected && coverage.mandatory && coverage.available)
      errors.push({ field, detail: `${coverage.name} is mandatory` });
    if (line.selected && ruled.includes(coverage.key)) errors.push({ field, detail: SECURITY_REASONS[coverage.key] });
    if (!line.selected) continue;
    const deductibles = coverage.deductibles ?? globals.deductibles;
    if (!deductibles.includes(line.deductible))
      errors.push({ field: `${field}.deductible`, detail: oneOf('Deductible', deductibles) });
    if (line.limit > input.limit)
      errors.push({
        field: `${field}.limit`,
        detail: `Limit must not exceed the aggregate limit of ${money(input.limit)}`,
      });
    if (
      coverage.waitingPeriods &&
      (line.waitingPeriod === undefined || !coverage.waitingPeriods.includes(line.waitingPeriod))
    )
      errors.push({
        field: `${field}.waitingPeriod`,
        detail: `${oneOf('Waiting Period', coverage.waitingPeriods)} hours`,
      });
    if (coverage.hasRetro && line.retroActivePeriod !== undefined && !retroValues.includes(line.retroActivePeriod))
      errors.push({
        field: `${field}.retroActivePeriod`,
        detail: `Retroactive Period must be one of ${retroValues.join(', ')}`,
      });
  }
  const tria = input.coverages[rules.tria.coverageId];
  if (tria)
    errors.push(
      ...triaErrors(
        {
          selected: tria.selected,
          boostVersion: input.boostVersion,
          triaRejectionAttested: input.triaRejectionAttested,
        },
        rules.tria.mandatoryInBoostVersions,
        `coverages.${rules.tria.coverageId}`,
      ),
    );
  errors.push(...irpmErrors(input.irpm, rules.irpm, 'irpm.'));
  return errors;
}
