import { useEffect, useRef, useState } from 'react';
import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from '../regions/useRegionContacts';
import { answerConsent, COOKIE_BAR_DELAY_MS, forgetExpiredConsent } from './cookieConsent';

/** Bottom bar asking for cookie consent, 1.5 s after load while the user has not answered (spec 000 §2.4). */
export function CookieBar() {
  const translate = useTranslate();
  const { privacyPolicyUrl } = useRegionContacts();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (forgetExpiredConsent(localStorage) !== 'unanswered') return undefined;
    const timer = setTimeout(() => setVisible(true), COOKIE_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const bar = useRef<HTMLDivElement>(null);
  // Keep the page scrollable past the bar by its own height (taller when its parts stack on a narrow screen),
  // so nothing at the bottom of a page stays hidden under it.
  useEffect(() => {
    const element = bar.current;
    if (!visible || !element) return undefined;
    const pad = () => (document.body.style.paddingBottom = `${element.offsetHeight}px`);
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [visible]);
  if (!visible) return null;
  const answer = (accepted: boolean) => {
    answerConsent(localStorage, accepted);
    setVisible(false);
  };
  return (
    <Paper
      ref={bar}
      role="region"
      aria-label={translate('shell.cookies.text')}
      elevation={6}
      square
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        px: 3,
        py: 1.5,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography>{translate('shell.cookies.text')}</Typography>
        <Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          {translate('shell.cookies.privacyPolicy')}
        </Link>
        <Button variant="outlined" onClick={() => answer(false)}>
          {translate('shell.cookies.deny')}
        </Button>
        <Button variant="contained" onClick={() => answer(true)}>
          {translate('shell.cookies.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
