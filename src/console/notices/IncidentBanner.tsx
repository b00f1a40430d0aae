import { useEffect, useState } from 'react';
import { useFeatureFlags } from '../flags/useFeatureFlags';
import type { IncidentBannerBody } from './IncidentBannerBody';

/** Session storage: a dismissal lasts until the tab's session ends (spec 000 §2.4). */
export const INCIDENT_DISMISSED_KEY = 'incidentBannerDismissed';

const isDismissed = () => sessionStorage.getItem(INCIDENT_DISMISSED_KEY) === 'true';

// The banner's code is fetched only while there is an incident to tell of, and kept once here.
let loaded: typeof IncidentBannerBody | undefined;
let loading: Promise<typeof IncidentBannerBody> | undefined;
const loadBody = () =>
  (loading ??= import('./IncidentBannerBody').then(
    (body) => (loaded = body.IncidentBannerBody),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * Starts fetching the banner's code while the shell waits for the profile, so that the banner paints with the
 * page rather than after it.
 */
export function useIncidentBannerAhead(): void {
  const { incident_banner: on } = useFeatureFlags();
  useEffect(() => {
    if (on && !isDismissed()) loadBody().catch(() => undefined);
  }, [on]);
}

/** The yellow banner at the top while the incident-banner flag is on. */
export function IncidentBanner() {
  const { incident_banner: on } = useFeatureFlags();
  const [dismissed, setDismissed] = useState(isDismissed);
  const [Body, setBody] = useState(() => loaded);
  const due = on && !dismissed;
  useEffect(() => {
    if (due && !Body)
      loadBody().then(
        (body) => setBody(() => body),
        () => undefined,
      );
  }, [due, Body]);
  if (!due || !Body) return null;
  const dismiss = () => {
    sessionStorage.setItem(INCIDENT_DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return <Body onDismiss={dismiss} />;
}
