import { useEffect, useState } from 'react';
import { DASHBOARD_FIGURES_PATH, type DashboardFigures } from '../../../shared/dashboard/figures';
import type { DurationCode } from '../../../shared/dashboard/durations';
import { httpClient } from '../../providers/instances';

/** Loads the dashboard's figures for a duration; a newer choice wins over an answer still on its way. */
export function useDashboardFigures(duration: DurationCode) {
  const [state, setState] = useState<{ figures?: DashboardFigures; failed: boolean; loading: boolean }>({
    failed: false,
    loading: true,
  });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    httpClient(`${DASHBOARD_FIGURES_PATH}?duration=${duration}`)
      .then(({ json }) => current && setState({ figures: json as DashboardFigures, failed: false, loading: false }))
      .catch(() => current && setState({ failed: true, loading: false }));
    return () => {
      current = false;
    };
  }, [duration]);
  return state;
}
