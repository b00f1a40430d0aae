import { useEffect, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getAccessToken } from '../auth/tokenStore';
import { useConsoleConfig } from '../config/consoleConfig';
import { httpClient } from '../providers/instances';
import { classifyPoll, VERSION_POLL_MS } from './versionPoll';

const statusOf = (error: unknown): number =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;

/** Polls the console version while signed in; sends a downed server to /serverdown and offers a reload on a new version. */
export function VersionWatcher() {
  const translate = useTranslate();
  const { version } = useConsoleConfig();
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const poll = async () => {
      if (!getAccessToken()) return;
      const result = await httpClient('/api/console-version')
        .then(({ status, json }) => ({ status, v: (json as { v?: unknown } | undefined)?.v }))
        .catch((error: unknown) => ({ status: statusOf(error), v: undefined }));
      const outcome = classifyPoll(version, result);
      if (outcome === 'serverDown') window.location.assign('/serverdown');
      if (outcome === 'changed') setChanged(true);
    };
    const timer = setInterval(() => void poll(), VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [version]);
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
