import type { WidgetProps } from '@rjsf/utils';
import { useConsoleConfig } from '../config/consoleConfig';
import { GroupedNumberField } from './GroupedNumberField';

/**
 * The schema forms' `"ui:widget": "grouped"`: amounts and counts with thousands grouping; integers get no
 * decimals, other numbers 2.
 */
export function GroupedNumberWidget({
  id,
  label,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  schema,
  onChange,
  onBlur,
  onFocus,
  hideLabel,
}: WidgetProps) {
  const { locale } = useConsoleConfig();
  return (
    <GroupedNumberField
      id={id}
      name={id}
      fullWidth
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      error={(rawErrors?.length ?? 0) > 0}
      value={typeof value === 'number' ? value : undefined}
      decimals={schema.type === 'integer' ? 0 : 2}
      locale={locale}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ input: { readOnly: readonly } }}
    />
  );
}
