import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { useConsoleConfig } from '../config/consoleConfig';
import { GroupedNumberField } from '../forms/GroupedNumberField';

/** react-admin's numeric input with thousands grouping and, by default, 2 decimals (spec 000 §5). */
export function GroupedNumberInput({ decimals = 2, ...props }: InputProps & { decimals?: number }) {
  const { locale } = useConsoleConfig();
  const { field, fieldState, isRequired, id } = useInput(props);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <GroupedNumberField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'number' ? field.value : undefined}
      onChange={(next) => field.onChange(next ?? null)}
      onBlur={field.onBlur}
      decimals={decimals}
      locale={locale}
      label={<FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} />}
      sx={{ minWidth: 220 }}
    />
  );
}
