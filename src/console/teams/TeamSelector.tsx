import { useEffect, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useGetIdentity, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../providers/instances';
import { chooseTeam, teamSelection, type TeamOption } from './teamSelection';

/** The header's team selector: "Team:" and a searchable dropdown (spec 000 §2.3). Lists follow the choice. */
export function TeamSelector() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const caller = identity as { realm?: 'ACCOUNT' | 'TEAM'; account?: { accountType?: string } } | undefined;
  const accountType = caller?.account?.accountType;
  const [teams, setTeams] = useState<TeamOption[]>([]);
  const [selected, setSelected] = useState<string | undefined>(teamSelection.current());

  useEffect(() => {
    if (!accountType) return;
    httpClient('/api/auth/v1/teams/my').then(({ json }) => {
      const offered = ((json as { content?: TeamOption[] }).content ?? []).map((team) => (team.id === 'all' ? { ...team, name: translate('teamSelector.all') } : team));
      setTeams(offered);
      const choice = chooseTeam(offered, teamSelection.stored(accountType), { isStaff: accountType === 'PROVIDER', realm: caller?.realm ?? 'ACCOUNT' });
      if (choice !== teamSelection.current()) {
        teamSelection.select(accountType, choice);
        refresh();
      }
      setSelected(choice);
    }, () => setTeams([]));
    // The list of teams is read once per signed-in organisation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountType]);

  if (!accountType || teams.length === 0) return null;
  const value = teams.find((team) => team.id === selected) ?? null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }}>
      <Typography component="label" htmlFor="team-selector" variant="body2">
        {translate('teamSelector.label')}
      </Typography>
      <Autocomplete
        id="team-selector"
        size="small"
        sx={{ width: 220, bgcolor: 'background.paper', borderRadius: 1 }}
        options={teams}
        value={value}
        disableClearable={value !== null}
        getOptionLabel={(team) => team.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={translate('teamSelector.placeholder')}
        onChange={(_, team) => {
          if (!team) return;
          teamSelection.select(accountType, team.id);
          setSelected(team.id);
          refresh();
        }}
        renderInput={(params) => (
          // Outlined and compact: it sits centred in the app bar like the other header controls.
          <TextField
            {...params}
            variant="outlined"
            placeholder={translate('teamSelector.placeholder')}
            inputProps={{ ...params.inputProps, 'aria-label': translate('teamSelector.label') }}
          />
        )}
      />
    </Box>
  );
}
