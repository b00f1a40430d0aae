import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DurationCode } from '../../../shared/dashboard/durations';
import type { PlatformDataProvider } from '../../providers/dataProvider';

/**
 * Loads the dashboard's figures for a duration (`dashboardFigures`); the last figures stay shown while a newer
 * choice loads, and an answer for an older choice is never shown for a newer one.
 */
export function useDashboardFigures(duration: DurationCode) {
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const figures = useQuery({
    queryKey: ['dashboard', 'figures', duration],
    queryFn: () => dataProvider.dashboardFigures(duration),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    figures: figures.isError ? undefined : figures.data,
    failed: figures.isError,
    loading: figures.isPending || figures.isPlaceholderData,
  };
}
