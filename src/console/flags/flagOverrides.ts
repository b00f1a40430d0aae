import {
  applyFlagChanges,
  isFeatureFlag,
  NO_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
} from '../../shared/featureFlags/featureFlags';

/** Local-storage key holding flag overrides ({"incident_banner": true}) in non-production environments. */
export const FLAG_OVERRIDES_KEY = 'featureFlagOverrides';

/** Reads the stored overrides; anything unreadable or unknown is ignored rather than breaking the console. */
export function readOverrides(raw: string | null): [FeatureFlag, boolean][] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed).filter(
      (entry): entry is [FeatureFlag, boolean] => isFeatureFlag(entry[0]) && typeof entry[1] === 'boolean',
    );
  } catch {
    return [];
  }
}

/**
 * The flags the console runs with: the server's, then (outside production) the local overrides in their
 * stored order, so the regional exclusion applies to an override as to a setting.
 */
export function effectiveFlags(
  fromServer: Partial<Record<string, boolean>> | undefined,
  overridesRaw: string | null,
  production: boolean,
): FeatureFlags {
  const base = applyFlagChanges(
    NO_FLAGS,
    Object.entries(fromServer ?? {}).filter(
      (entry): entry is [FeatureFlag, boolean] => isFeatureFlag(entry[0]) && entry[1] === true,
    ),
  );
  return production ? base : applyFlagChanges(base, readOverrides(overridesRaw));
}
