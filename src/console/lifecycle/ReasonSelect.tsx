/** The reason of an action (cancel, decline, lost…) chosen from a list, as the action dialogs ask it. */
import { TextField } from '@mui/material';

export interface ReasonSelectProps {
  label: string;
  value: string;
  reasons: readonly string[];
  onChange: (reason: string) => void;
  /** The refusal to show under it, once the user tried to submit. */
  error?: string;
}

export function ReasonSelect({ label, value, reasons, onChange, error }: ReasonSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...(error ? { error: true, helperText: error } : {})}
    >
      <option value="" />
      {reasons.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
