import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatPhone } from '../../shared/region/phoneNumbers';
import { useConsoleConfig } from '../config/consoleConfig';
import { MfaTab } from './mfa/MfaTab';

/** The profile picture and its crop dialog: their own chunk. */
const ProfilePicture = lazy(() =>
  import('../pictures/ProfilePicture').then((module) => ({ default: module.ProfilePicture })),
);

const TABS = ['details', 'mfa'] as const;
type ProfileTab = (typeof TABS)[number];

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography>{children}</Typography>
  </Box>
);

/** The signed-in user's own page, /{prefix}/manage/me; ?tab=mfa opens the second-factor tab (spec 000 §2.4a). */
export function ProfilePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { region } = useConsoleConfig();
  const [search, setSearch] = useSearchParams();
  const tab: ProfileTab = search.get('tab') === 'mfa' ? 'mfa' : 'details';
  const account = identity?.account as { name?: string } | undefined;
  const role = identity?.role as { name?: string } | undefined;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('shell.profile.title')} />
      <Tabs
        value={tab}
        onChange={(_event, next: ProfileTab) => setSearch(next === 'details' ? {} : { tab: next }, { replace: true })}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`shell.profile.tabs.${name}`)} />
        ))}
      </Tabs>
      <CardContent>
        {tab === 'mfa' ? (
          <MfaTab />
        ) : (
          <Stack spacing={2}>
            <Suspense fallback={null}>
              <ProfilePicture />
            </Suspense>
            <Line label={translate('shell.profile.name')}>{identity?.fullName}</Line>
            <Line label={translate('shell.profile.email')}>{String(identity?.email ?? '')}</Line>
            <Line label={translate('shell.profile.phone')}>
              {formatPhone(typeof identity?.phone === 'string' ? identity.phone : null, region)}
            </Line>
            <Line label={translate('shell.profile.role')}>{role?.name}</Line>
            <Line label={translate('shell.profile.account')}>{account?.name}</Line>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
