import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TEAM_SCOPES, type TeamScope } from './teamScopes';

/** The dashboard lists' team scope (spec 002 §2): the header's team, all the user's teams, or the whole agency. */
export function TeamScopeSelect({ value, onChange }: { value: TeamScope; onChange: (scope: TeamScope) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('shell.dashboard.tabs.teamScope')}
      value={value}
      onChange={(event) => onChange(event.target.value as TeamScope)}
      sx={{ minWidth: 200 }}
    >
      {TEAM_SCOPES.map((scope) => (
        <MenuItem key={scope} value={scope}>
          {translate(`shell.dashboard.tabs.teamScopes.${scope}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
