import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, ButtonBase, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { isFindShortcut } from './findShortcut';

const FindDialog = lazy(() => import('./FindDialog'));

/**
 * The app bar's search box: opens the search dialog (loaded when first opened) on a click, on Ctrl+K / ⌘K, or
 * on "/" anywhere outside a text field.
 */
export function FindLauncher() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isFindShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = translate('shell.find.open');
  return (
    <>
      {narrow ? (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ButtonBase
          aria-label={label}
          aria-keyshortcuts="Control+K /"
          onClick={() => setOpen(true)}
          sx={{
            mx: 1,
            px: 1.5,
            py: 0.5,
            gap: 1,
            minWidth: 220,
            justifyContent: 'flex-start',
            borderRadius: 1,
            color: 'text.secondary',
            bgcolor: 'background.paper',
            '&:hover': { color: 'text.primary' },
          }}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flex: 1, textAlign: 'left', fontSize: '0.875rem' }}>
            {translate('shell.find.placeholder')}
          </Box>
          <Box component="kbd" sx={{ fontSize: '0.75rem', fontFamily: 'inherit' }}>
            Ctrl K
          </Box>
        </ButtonBase>
      )}
      {open && (
        <Suspense fallback={null}>
          <FindDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
