import { useEffect, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { getAccessToken } from '../auth/tokenStore';
import { useConsoleConfig } from '../config/consoleConfig';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { classifyPoll, VERSION_POLL_MS } from './versionPoll';

const statusOf = (error: unknown): number =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;

/** Polls the console version while signed in; sends a downed server to /serverdown and offers a reload on a new version. */
export function VersionWatcher() {
  const translate = useTranslate();
  const { version } = useConsoleConfig();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const poll = async () => {
      if (!getAccessToken()) return;
      // A refusal's status is part of the answer: an unreachable or gateway-refused server is down.
      const result = await dataProvider
        .consoleVersion()
        .catch((error: unknown) => ({ status: statusOf(error), v: undefined }));
      const outcome = classifyPoll(version, result);
      if (outcome === 'serverDown') window.location.assign('/serverdown');
      if (outcome === 'changed') setChanged(true);
    };
    const timer = setInterval(() => void poll(), VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [version, dataProvider]);
  return (
    <Snackbar
      open={changed}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('shell.version.changed')}
      action={
        <Button color="secondary" size="small" onClick={() => window.location.reload()}>
          {translate('shell.version.reload')}
        </Button>
      }
    />
  );
}
