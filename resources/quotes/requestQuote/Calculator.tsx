import { Checkbox, FormControlLabel, Grid, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleConfig } from '../../../src/console/config/consoleConfig';
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import { CUSTOM_PRESET, TRIA_REJECTION_ATTESTATION } from '../../../src/shared/rating/calculatorConstants';
import type { CalculatorRules } from '../../../src/shared/rating/calculatorRules';
import {
  calculatorReducer,
  initialCalculatorState,
  type CalculatorAction,
  type CalculatorState,
} from '../../../src/shared/rating/calculatorState';
import { securityDeselections } from '../../../src/shared/rating/securityAnswers';
import { triaMandatory } from '../../../src/shared/rating/tria';
import { calculatorRequest, type CalculatorSecurityAnswers, type CalculatorSubject } from './calculatorRequest';
import { CoverageLines } from './CoverageLines';
import { formatWholeMoney } from './money';
import { OptionSelect } from './OptionSelect';
import { PremiumPanel } from './PremiumPanel';
import type { Calculation } from './requestQuoteMethods';
import { useLatestCalculation, type Calculate } from './useLatestCalculation';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

export interface CalculatorCurrent {
  request: CalculatorRequest;
  presetName?: string;
  /** The price of exactly this request; absent while a change waits for its answer or was refused. */
  calculation?: Calculation;
}

export interface CalculatorProps {
  rules: CalculatorRules;
  subject: CalculatorSubject;
  securityAnswers?: CalculatorSecurityAnswers;
  today: string;
  /** Prices a request: the data provider's `calculatePremium` (a unit test gives its own). */
  calculate: Calculate;
  debounceMs?: number;
  /** Rendered under the premium with the current choice and its price (the cart's add button). */
  actions?: (current: CalculatorCurrent) => ReactNode;
}

/**
 * The coverage calculator (spec 002 §3, §4, §9) over the shared pure reducer: every change moves the state by
 * the shared rules (preset to custom, clamps, dates, security answers) and asks the server for the premium.
 */
export function Calculator({
  rules,
  subject,
  securityAnswers,
  today,
  calculate,
  debounceMs,
  actions,
}: CalculatorProps) {
  useScreenTexts('requestQuote');
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.requestQuote.calculator.${key}`, options);
  const { locale, currency } = useConsoleConfig();
  const money = useCallback((amount: number) => formatWholeMoney(amount, currency, locale), [locale, currency]);

  // A preset reselects its lines: the security answers take theirs away again, as on opening.
  const reduce = useCallback(
    (state: CalculatorState, action: CalculatorAction): CalculatorState => {
      const next = calculatorReducer(rules, state, action);
      return action.type === 'preset' && securityAnswers
        ? calculatorReducer(rules, next, { type: 'securityAnswers', answers: securityAnswers })
        : next;
    },
    [rules, securityAnswers],
  );
  const [state, dispatch] = useReducer(reduce, undefined, () =>
    reduce(initialCalculatorState(rules, today), { type: 'preset', preset: 2 }),
  );
  const [triaRejectionAttested, setTriaRejectionAttested] = useState(false);

  const ruledOut = useMemo(() => (securityAnswers ? securityDeselections(securityAnswers) : []), [securityAnswers]);
  const tria = state.coverages[rules.tria.coverageId];
  const triaRejected =
    !!tria && !tria.selected && !triaMandatory(state.global.boostVersion, rules.tria.mandatoryInBoostVersions);
  const request = useMemo(
    () =>
      calculatorRequest(subject, state, {
        securityAnswers,
        triaRejectionAttested: triaRejected && triaRejectionAttested,
      }),
    [subject, state, securityAnswers, triaRejected, triaRejectionAttested],
  );
  const result = useLatestCalculation(request, calculate, debounceMs);
  const { global, ui } = state;
  const presetName = rules.presets.find((p) => p.id === global.preset)?.name;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('heading')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <OptionSelect
              label={t('preset')}
              value={global.preset}
              options={[
                ...rules.presets.map((p) => ({ value: p.id, label: p.name })),
                { value: CUSTOM_PRESET, label: t('custom'), disabled: true },
              ]}
              onChange={(preset) => dispatch({ type: 'preset', preset })}
            />
            <OptionSelect
              label={t('limit')}
              value={global.limit}
              options={rules.globals.limits
                .filter((v) => v >= ui.limitMin && v <= ui.limitMax)
                .map((value) => ({ value, label: money(value) }))}
              onChange={(value) => dispatch({ type: 'limit', value })}
            />
            <OptionSelect
              label={t('deductible')}
              value={global.deductible}
              options={rules.globals.deductibles.map((value) => ({ value, label: money(value) }))}
              onChange={(value) => dispatch({ type: 'deductible', value })}
            />
            <OptionSelect
              label={t('waitingPeriod')}
              value={global.waitingPeriod}
              options={rules.globals.waitingPeriods.map((hours) => ({ value: hours, label: t('hours', { hours }) }))}
              onChange={(value) => dispatch({ type: 'waitingPeriod', value })}
            />
            <OptionSelect
              label={t('retroActivePeriod')}
              value={global.retroActivePeriod}
              options={rules.globals.retroPeriods.map((r) => ({ value: r.value, label: r.label }))}
              onChange={(value) => dispatch({ type: 'retroActivePeriod', value })}
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              size="small"
              label={t('effectiveDate')}
              value={global.effectiveDate}
              onChange={(event) =>
                event.target.value && dispatch({ type: 'effectiveDate', date: event.target.value, today })
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: global.startMin, max: global.startMax } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('endDate')}
              value={global.endDate}
              onChange={(event) => event.target.value && dispatch({ type: 'endDate', date: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: global.endMin, max: global.endMax } }}
            />
          </Stack>
          <CoverageLines rules={rules} state={state} dispatch={dispatch} ruledOut={ruledOut} money={money} />
          {triaRejected && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={triaRejectionAttested}
                  onChange={(event) => setTriaRejectionAttested(event.target.checked)}
                />
              }
              label={TRIA_REJECTION_ATTESTATION}
            />
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <PremiumPanel result={result} />
          {actions?.({
            request,
            presetName,
            calculation: result.pending || result.error !== undefined ? undefined : result.calculation,
          })}
        </Stack>
      </Grid>
    </Grid>
  );
}
