import { useMemo } from 'react';
import type { FeatureFlags } from '../../shared/featureFlags/featureFlags';
import { useConsoleConfig } from '../config/consoleConfig';
import { effectiveFlags, FLAG_OVERRIDES_KEY } from './flagOverrides';

/** The flags in force for this page load (a changed override takes effect on the next load). */
export function useFeatureFlags(): FeatureFlags {
  const config = useConsoleConfig();
  return useMemo(
    () =>
      effectiveFlags(
        config.featureFlags,
        globalThis.localStorage?.getItem(FLAG_OVERRIDES_KEY) ?? null,
        config.prod === true,
      ),
    [config],
  );
}
