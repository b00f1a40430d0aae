import { Box, Checkbox, FormControlLabel, Stack, Tooltip, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import type { CalculatorRules, CoverageRule } from '../../../src/shared/rating/calculatorRules';
import type { CalculatorAction, CalculatorState } from '../../../src/shared/rating/calculatorState';
import { SECURITY_REASONS } from '../../../src/shared/rating/securityAnswers';
import { OptionSelect, type Option } from './OptionSelect';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

interface CoverageLinesProps {
  rules: CalculatorRules;
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
  /** Coverage keys the security answers rule out (spec 002 §4). */
  ruledOut: readonly string[];
  money(amount: number): string;
}

/** Why a line's box cannot be changed, or undefined when it can. */
function lockedReason(coverage: CoverageRule, ruledOut: readonly string[], mandatoryText: string): string | undefined {
  if (!coverage.available) return coverage.tooltip;
  if (ruledOut.includes(coverage.key)) return SECURITY_REASONS[coverage.key];
  if (coverage.locked || coverage.mandatory) return mandatoryText;
  return undefined;
}

/** The coverage lines of spec 002 §3 in catalogue order: a box each, and the options of the selected ones. */
export function CoverageLines({ rules, state, dispatch, ruledOut, money }: CoverageLinesProps) {
  useScreenTexts('requestQuote');
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.requestQuote.calculator.${key}`, options);
  const retroOptions: Option[] = rules.globals.retroPeriods.map((r) => ({ value: r.value, label: r.label }));
  return (
    <Stack spacing={0.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('coverages')}
      </Typography>
      {rules.coverages.map((coverage) => {
        const line = state.coverages[coverage.id];
        if (!line) return null;
        const reason = lockedReason(coverage, ruledOut, t('mandatory'));
        const fixed = !coverage.available || !!coverage.locked;
        const option = (field: 'deductible' | 'waitingPeriod' | 'retroActivePeriod') => (value: number) =>
          dispatch({ type: 'coverageOption', id: coverage.id, field, value });
        const box = (
          <FormControlLabel
            control={
              <Checkbox
                checked={line.selected}
                disabled={reason !== undefined}
                onChange={(event) => dispatch({ type: 'coverage', id: coverage.id, selected: event.target.checked })}
              />
            }
            label={coverage.name}
          />
        );
        return (
          <Box
            key={coverage.id}
            data-coverage={coverage.key}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            {reason ? (
              <Tooltip title={reason}>
                <span>{box}</span>
              </Tooltip>
            ) : (
              box
            )}
            {line.selected && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {money(line.limit)}
                </Typography>
                {!fixed && (
                  <OptionSelect
                    label={t('lineDeductible', { name: coverage.name })}
                    value={line.deductible}
                    options={(coverage.deductibles ?? rules.globals.deductibles).map((value) => ({
                      value,
                      label: money(value),
                    }))}
                    onChange={option('deductible')}
                  />
                )}
                {!fixed && coverage.waitingPeriods && line.waitingPeriod !== undefined && (
                  <OptionSelect
                    label={t('lineWaitingPeriod', { name: coverage.name })}
                    value={line.waitingPeriod}
                    options={coverage.waitingPeriods.map((hours) => ({ value: hours, label: t('hours', { hours }) }))}
                    onChange={option('waitingPeriod')}
                  />
                )}
                {!fixed && coverage.hasRetro && line.retroActivePeriod !== undefined && (
                  <OptionSelect
                    label={t('lineRetro', { name: coverage.name })}
                    value={line.retroActivePeriod}
                    options={retroOptions}
                    onChange={option('retroActivePeriod')}
                  />
                )}
              </>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
