import { createContext, useContext, type ReactNode } from 'react';
import type { RegionProfile } from '../../shared/region/regions';
import { REGION_PROFILES } from '../../shared/region/regions';

/** What the server tells the console at start (GET /api/config): the region and its locale, the version. */
export interface ConsoleConfig extends RegionProfile {
  version: string;
  /** Feature flags as the server's FEATURE_FLAGS sets them (spec 000 §3); absent from an older server. */
  featureFlags?: Partial<Record<string, boolean>>;
  /** Environment name; only production forbids toggling flags from local storage. */
  envName?: string;
  prod?: boolean;
}

export const DEFAULT_CONSOLE_CONFIG: ConsoleConfig = { ...REGION_PROFILES.US, version: 'unknown' };

export async function fetchConsoleConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } });
    if (!response.ok) return DEFAULT_CONSOLE_CONFIG;
    return { ...DEFAULT_CONSOLE_CONFIG, ...((await response.json()) as Partial<ConsoleConfig>) };
  } catch {
    return DEFAULT_CONSOLE_CONFIG;
  }
}

const ConsoleConfigContext = createContext<ConsoleConfig>(DEFAULT_CONSOLE_CONFIG);

export const ConsoleConfigProvider = ({ value, children }: { value: ConsoleConfig; children: ReactNode }) => (
  <ConsoleConfigContext.Provider value={value}>{children}</ConsoleConfigContext.Provider>
);

export const useConsoleConfig = (): ConsoleConfig => useContext(ConsoleConfigContext);
