/**
 * Feature flags of spec 000 §3. The spec names the first six; the project names the others (maintenance
 * global / US / UK, incident banner, language selector, pools, SSO login, account edit, claims diary).
 */
export const FEATURE_FLAGS = [
  'featureFlagsEnabled',
  'new_agent_experience',
  'ukEnvironmentEnabled',
  'auEnvironmentEnabled',
  'prime_one_x_dynamic_fields',
  'submissions_view',
  'maintenance_mode',
  'maintenance_mode_us',
  'maintenance_mode_uk',
  'incident_banner',
  'language_selector',
  'pools',
  'sso_login',
  'account_edit',
  'claims_diary',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const isFeatureFlag = (name: string): name is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(name);

export const NO_FLAGS: FeatureFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as FeatureFlags;

/** The UK and AU environments exclude each other: turning one on turns the other off (spec 000 §1). */
const EXCLUSIVE: Partial<Record<FeatureFlag, FeatureFlag>> = {
  ukEnvironmentEnabled: 'auEnvironmentEnabled',
  auEnvironmentEnabled: 'ukEnvironmentEnabled',
};

export function setFlag(flags: FeatureFlags, flag: FeatureFlag, on: boolean): FeatureFlags {
  const next = { ...flags, [flag]: on };
  const other = EXCLUSIVE[flag];
  if (on && other) next[other] = false;
  return next;
}

/** Applies changes in order, so when both regional flags are turned on the later one wins. */
export const applyFlagChanges = (flags: FeatureFlags, changes: Iterable<[FeatureFlag, boolean]>): FeatureFlags => {
  let next = flags;
  for (const [flag, on] of changes) next = setFlag(next, flag, on);
  return next;
};

/**
 * The server's FEATURE_FLAGS setting: names separated by commas, each optionally `=false` (or `=true`).
 * Unknown names are reported so a typo does not silently leave a flag off.
 */
export function parseFeatureFlagList(raw: string | undefined): { flags: FeatureFlags; unknown: string[] } {
  const unknown: string[] = [];
  const changes: [FeatureFlag, boolean][] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, value = 'true'] = entry.split('=').map((part) => part.trim());
    if (!isFeatureFlag(name)) unknown.push(name);
    else changes.push([name, value.toLowerCase() !== 'false']);
  }
  return { flags: applyFlagChanges(NO_FLAGS, changes), unknown };
}

/** Maintenance applies everywhere with the global flag, or in one locale with its regional flag (spec 000 §2.4). */
export const isInMaintenance = (flags: FeatureFlags, locale: string): boolean =>
  flags.maintenance_mode ||
  (flags.maintenance_mode_us && locale === 'en-US') ||
  (flags.maintenance_mode_uk && locale === 'en-GB');
