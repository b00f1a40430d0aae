import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  InputAdornment,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetResourceLabel, useRedirect, useResourceDefinitions, useTranslate } from 'react-admin';
import { FIND_MINIMUM_TERM, type FindHit } from '../../shared/search/find';
import type { PlatformDataProvider } from '../providers/dataProvider';

/** Search inputs wait this long after the last key before asking (spec 001 §8). */
const DEBOUNCE_MS = 500;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The search dialog: type a number or part of a name, see the matching accounts, quotes, policies and claims
 * (those the persona's console shows), move with the arrow keys, open one with Enter or a click.
 */
export default function FindDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const definitions = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  const redirect = useRedirect();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const settled = useDebounced(term.trim(), DEBOUNCE_MS);
  const enough = settled.length >= FIND_MINIMUM_TERM;

  const { data, error, isFetching } = useQuery({
    queryKey: ['find', settled],
    queryFn: ({ signal }) => dataProvider.find(settled, { signal }),
    enabled: enough,
    staleTime: 10_000,
  });

  // Only what this console can open: a resource the persona does not show is left out.
  const hits = useMemo(() => (data?.hits ?? []).filter((hit) => definitions[hit.resource]), [data, definitions]);
  useEffect(() => setActive(0), [hits]);

  const open = (hit: FindHit) => {
    onClose();
    redirect(definitions[hit.resource]?.hasShow ? 'show' : 'edit', hit.resource, hit.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (hits.length === 0 ? 0 : (index + step + hits.length) % hits.length));
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    }
  };

  const groups = useMemo(() => {
    const byResource = new Map<string, { hit: FindHit; index: number }[]>();
    hits.forEach((hit, index) =>
      byResource.set(hit.resource, [...(byResource.get(hit.resource) ?? []), { hit, index }]),
    );
    return [...byResource];
  }, [hits]);

  const status = !enough
    ? translate('shell.find.hint', { minimum: FIND_MINIMUM_TERM })
    : error
      ? null
      : data && hits.length === 0 && !isFetching
        ? translate('shell.find.none', { term: settled })
        : null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('shell.find.open') } }}
    >
      <DialogContent sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('shell.find.placeholder')}
          slotProps={{
            htmlInput: {
              'aria-label': translate('shell.find.open'),
              role: 'combobox',
              'aria-expanded': hits.length > 0,
              'aria-controls': 'find-results',
              'aria-activedescendant': hits[active] ? `find-hit-${active}` : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        ) : null}
        {status ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
            {status}
          </Typography>
        ) : null}
        <Box id="find-results" role="listbox" aria-label={translate('shell.find.results')} sx={{ mt: 1 }}>
          {groups.map(([resource, entries]) => (
            <Box key={resource} role="group" aria-labelledby={`find-group-${resource}`}>
              <ListSubheader component="div" id={`find-group-${resource}`} disableSticky>
                {resourceLabel(resource, 2)}
              </ListSubheader>
              {entries.map(({ hit, index }) => (
                <ListItemButton
                  key={`${hit.resource}/${hit.id}`}
                  id={`find-hit-${index}`}
                  role="option"
                  aria-selected={index === active}
                  selected={index === active}
                  dense
                  onMouseEnter={() => setActive(index)}
                  onClick={() => open(hit)}
                >
                  <ListItemText primary={hit.title} secondary={hit.subtitle} />
                </ListItemButton>
              ))}
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
