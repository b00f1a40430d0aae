import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DURATION_CODES, type DurationCode } from '../../../shared/dashboard/durations';

/** The duration selector of spec 002 §9. */
export function DurationSelect({ value, onChange }: { value: DurationCode; onChange: (code: DurationCode) => void }) {
  const translate = useTranslate();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="dashboard-duration-label">{translate('shell.dashboard.duration')}</InputLabel>
      <Select
        labelId="dashboard-duration-label"
        label={translate('shell.dashboard.duration')}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as DurationCode)}
      >
        {DURATION_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`shell.dashboard.durations.${code}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
