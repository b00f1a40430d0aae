import { memo, useEffect, type ReactNode } from 'react';
import { Alert, Box, IconButton, Tooltip } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, Layout, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { watchRowCheckboxes } from '../a11y/rowCheckboxLabels';
import { CrashScreen } from '../crash/CrashBoundary';
import { CrashTestTrigger } from '../crash/CrashTestTrigger';
import { NotificationTestTrigger } from '../notifications/NotificationTestTrigger';
import { ModalHost, useModals } from '../modals/ModalContext';
import { SHELL_MODALS } from '../modals/shellModals';
import { MfaEnforcementWatcher } from '../auth/MfaEnforcementWatcher';
import { IncidentBanner, useIncidentBannerAhead } from '../notices/IncidentBanner';
import { UiSettingsProvider, useUiSettings } from '../settings/UiSettingsContext';
import { VersionWatcher } from '../versionWatch/VersionWatcher';
import { TeamSelector } from '../teams/TeamSelector';
import { FindLauncher } from '../search/FindLauncher';
import { PersonaMenu } from './personas/PersonaMenu';
import { ProfileMenuItem } from '../profile/ProfileMenuItem';
import { AfterContent } from './AfterContent';
import { ShellFooter } from './ShellFooter';
import { ShellSkeleton } from './ShellSkeleton';
import { usePageTitle } from './usePageTitle';
import { UserMenuDialogItems, useShellModals } from './userMenuDialogs';

const ConsoleUserMenu = () => (
  <UserMenu>
    <ProfileMenuItem />
    <UserMenuDialogItems />
    <Logout redirectTo="/logout" />
  </UserMenu>
);

const SettingsButton = () => {
  const translate = useTranslate();
  const { openModal } = useModals();
  return (
    <Tooltip title={translate('shell.settings.open')}>
      <IconButton
        color="inherit"
        aria-label={translate('shell.settings.open')}
        onClick={() => openModal('displaySettings')}
      >
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
};

/**
 * Memoised like the menu: nothing in the bar changes when the layout around it renders again. Always shown, not
 * hidden on scroll: the search box and the user's menu stay in reach on a long list. Its tools come just after the
 * page's content (AfterContent); the title takes the free width, so nothing moves when they appear.
 */
const ConsoleAppBar = memo(function ConsoleAppBar() {
  return (
    <AppBar
      alwaysOn
      userMenu={
        <AfterContent>
          <ConsoleUserMenu />
        </AfterContent>
      }
      toolbar={
        <AfterContent>
          <SettingsButton />
        </AfterContent>
      }
    >
      <TitlePortal />
      <AfterContent>
        <FindLauncher />
        <TeamSelector />
      </AfterContent>
    </AppBar>
  );
});

/** Compressed layout from the stored settings: tighter spacing everywhere in the area. */
const Density = ({ children }: { children: ReactNode }) => {
  const { settings } = useUiSettings();
  return (
    <Box
      data-compressed={settings.compressedLayout}
      sx={
        settings.compressedLayout
          ? { '& .MuiTableCell-root': { py: 0.25 }, '& .MuiCardContent-root': { p: 1 } }
          : undefined
      }
    >
      {children}
    </Box>
  );
};

/**
 * The signed-in shell around every persona page: a skeleton while the profile loads, the spec's text when it
 * fails, otherwise react-admin's layout with the persona's navigation, the incident banner, stored settings,
 * modals, version watching and the crash screen for render failures.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  useIncidentBannerAhead();
  useEffect(() => watchRowCheckboxes(), []);
  const translate = useTranslate();
  const { isPending, error } = useGetIdentity();
  const modals = useShellModals(SHELL_MODALS);
  if (isPending) return <ShellSkeleton />;
  if (error) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert severity="error">{translate('shell.profileFailed')}</Alert>
      </Box>
    );
  }
  return (
    <UiSettingsProvider>
      <ModalHost modals={modals}>
        <Layout
          appBar={ConsoleAppBar}
          menu={PersonaMenu}
          error={({ error: failure }) => <CrashScreen error={failure} />}
        >
          <IncidentBanner />
          <Density>
            <CrashTestTrigger />
            <NotificationTestTrigger />
            {children}
          </Density>
          <AfterContent>
            <ShellFooter />
          </AfterContent>
        </Layout>
        <AfterContent>
          <VersionWatcher />
          <MfaEnforcementWatcher />
        </AfterContent>
      </ModalHost>
    </UiSettingsProvider>
  );
}
