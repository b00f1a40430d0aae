import { TextField } from '@mui/material';
import { useId } from 'react';

export interface Option {
  value: number;
  label: string;
  disabled?: boolean;
}

/** A labelled native select of numbers (found by its label, by people and by tests alike). */
export function OptionSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  options: readonly Option[];
  onChange(value: number): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <TextField
      id={id}
      select
      fullWidth={false}
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170, maxWidth: 320 }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
