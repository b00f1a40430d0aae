import { lazy, Suspense, type ReactNode } from 'react';
import { isInMaintenance } from '../../shared/featureFlags/featureFlags';
import { useConsoleConfig } from '../config/consoleConfig';
import { useFeatureFlags } from '../flags/useFeatureFlags';

// Fetched only while a maintenance flag is on.
const MaintenancePage = lazy(() => import('./MaintenancePage').then((page) => ({ default: page.MaintenancePage })));

/** While a maintenance flag covers this region's locale, every route shows the maintenance page instead. */
export function MaintenanceGate({ children, frame }: { children: ReactNode; frame: (page: ReactNode) => ReactNode }) {
  const flags = useFeatureFlags();
  const { locale } = useConsoleConfig();
  return (
    <>
      {isInMaintenance(flags, locale)
        ? frame(
            <Suspense fallback={null}>
              <MaintenancePage />
            </Suspense>,
          )
        : children}
    </>
  );
}
