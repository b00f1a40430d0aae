import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetIdentity, useRefresh, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { ALL_TEAMS_ID, chooseTeam, narrowsAlike, teamSelection, type TeamOption } from './teamSelection';

// The dropdown (MUI Autocomplete) loads on first use; until then the field shows the chosen team.
const TeamPicker = lazy(() => import('./TeamPicker').then((picker) => ({ default: picker.TeamPicker })));

/**
 * The header's team selector: "Team:" and a searchable dropdown (spec 000 §2.3), where the organisation has teams.
 * Lists follow the choice.
 */
export function TeamSelector() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { identity } = useGetIdentity();
  const caller = identity as { realm?: 'ACCOUNT' | 'TEAM'; account?: { accountType?: string } } | undefined;
  const accountType = caller?.account?.accountType;
  const [teams, setTeams] = useState<TeamOption[]>([]);
  const [selected, setSelected] = useState<string | undefined>(teamSelection.current());
  const [picking, setPicking] = useState(false);

  const offer = useEffectEvent((accountType: string, mine: TeamOption[]) => {
    const offered = mine.map((team) => (team.id === 'all' ? { ...team, name: translate('teamSelector.all') } : team));
    setTeams(offered);
    const choice = chooseTeam(offered, teamSelection.stored(accountType), {
      isStaff: accountType === 'PROVIDER',
      realm: caller?.realm ?? 'ACCOUNT',
    });
    if (choice !== teamSelection.current()) {
      // Lists already asked for with the same scope (All before any choice, on a page load) are not asked again.
      const refetch = !narrowsAlike(choice, teamSelection.current());
      teamSelection.select(accountType, choice);
      if (refetch) refresh();
    }
    setSelected(choice);
  });
  // The list of teams is read once per signed-in organisation.
  useEffect(() => {
    if (!accountType) return;
    dataProvider.myTeams().then(
      (mine) => offer(accountType, mine),
      () => setTeams([]),
    );
  }, [accountType, dataProvider]);

  // Shown only where teams exist: an organisation without teams (a policyholder's) has nothing to choose from.
  if (!accountType || !teams.some((team) => team.id !== ALL_TEAMS_ID)) return null;
  const value = teams.find((team) => team.id === selected) ?? null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }}>
      <Typography component="label" htmlFor="team-selector" variant="body2">
        {translate('teamSelector.label')}
      </Typography>
      {picking ? (
        <Suspense fallback={<TeamField name={value?.name} />}>
          <TeamPicker
            teams={teams}
            value={value}
            onChoose={(team) => {
              teamSelection.select(accountType, team.id);
              setSelected(team.id);
              refresh();
            }}
          />
        </Suspense>
      ) : (
        <TeamField name={value?.name} onUse={() => setPicking(true)} />
      )}
    </Box>
  );
}

/** The team field as it looks before the dropdown is loaded: the chosen team; any use of it opens the dropdown. */
function TeamField({ name, onUse }: { name?: string; onUse?: () => void }) {
  const translate = useTranslate();
  return (
    <TextField
      id="team-selector"
      size="small"
      variant="outlined"
      value={name ?? ''}
      placeholder={translate('teamSelector.placeholder')}
      onClick={onUse}
      onFocus={onUse}
      onKeyDown={onUse}
      sx={{ width: 220, bgcolor: 'background.paper', borderRadius: 1 }}
      slotProps={{
        htmlInput: {
          readOnly: true,
          role: 'combobox',
          'aria-expanded': false,
          'aria-label': translate('teamSelector.label'),
        },
      }}
    />
  );
}
