import { useState, type FocusEvent } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { groupNumber, parseGroupedNumber } from '../../shared/region/formatting';

export interface GroupedNumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  /** 2 for amounts (spec 000 §5), 0 for counts. */
  decimals: number;
  locale?: string;
}

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A numeric input with thousands grouping (spec 000 §5 "Numeric inputs use thousands grouping and 2
 * decimals"): shown grouped ("1,250,000.00") while not being edited; while focused it keeps what the person
 * types (commas allowed), and the form receives the number at every keystroke.
 */
export function GroupedNumberField({
  value,
  onChange,
  decimals,
  locale = 'en-US',
  onFocus,
  onBlur,
  ...rest
}: GroupedNumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown =
    draft ?? (typeof value === 'number' && Number.isFinite(value) ? groupNumber(value, locale, decimals) : '');
  return (
    <TextField
      {...rest}
      value={shown}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setDraft(shown);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setDraft(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const parsed = parseGroupedNumber(text);
        onChange(parsed === undefined ? undefined : rounded(parsed, decimals));
      }}
      slotProps={{
        ...rest.slotProps,
        htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', ...(rest.slotProps?.htmlInput as object) },
      }}
    />
  );
}
