import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TeamOption } from './teamSelection';

/** The searchable team dropdown; loaded the first time the header's team field is used (TeamSelector). */
export function TeamPicker({
  teams,
  value,
  onChoose,
}: {
  teams: TeamOption[];
  value: TeamOption | null;
  onChoose: (team: TeamOption) => void;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete
      id="team-selector"
      size="small"
      sx={{ width: 220, bgcolor: 'background.paper', borderRadius: 1 }}
      options={teams}
      value={value}
      disableClearable={value !== null}
      openOnFocus
      getOptionLabel={(team) => team.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('teamSelector.placeholder')}
      onChange={(_, team) => {
        if (team) onChoose(team);
      }}
      renderInput={(params) => (
        // Outlined and compact: it sits centred in the app bar like the other header controls.
        <TextField
          {...params}
          autoFocus
          variant="outlined"
          placeholder={translate('teamSelector.placeholder')}
          inputProps={{ ...params.inputProps, 'aria-label': translate('teamSelector.label') }}
        />
      )}
    />
  );
}
