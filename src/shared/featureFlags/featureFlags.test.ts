import { applyFlagChanges, isInMaintenance, NO_FLAGS, parseFeatureFlagList, setFlag } from './featureFlags';

describe('feature flags (spec 000 §3)', () => {
  it('reads a comma list, with =false to turn one off, and reports unknown names', () => {
    const { flags, unknown } = parseFeatureFlagList(' incident_banner , sso_login=false,pools=true, typo_flag');
    expect(flags.incident_banner).toBe(true);
    expect(flags.sso_login).toBe(false);
    expect(flags.pools).toBe(true);
    expect(flags.maintenance_mode).toBe(false);
    expect(unknown).toEqual(['typo_flag']);
    expect(parseFeatureFlagList(undefined).flags).toEqual(NO_FLAGS);
  });

  it('turning UK on turns AU off, and the reverse', () => {
    const au = setFlag(NO_FLAGS, 'auEnvironmentEnabled', true);
    const uk = setFlag(au, 'ukEnvironmentEnabled', true);
    expect([uk.ukEnvironmentEnabled, uk.auEnvironmentEnabled]).toEqual([true, false]);
    const back = setFlag(uk, 'auEnvironmentEnabled', true);
    expect([back.ukEnvironmentEnabled, back.auEnvironmentEnabled]).toEqual([false, true]);
  });

  it('turning one regional flag off leaves the other as it was', () => {
    const uk = setFlag(NO_FLAGS, 'ukEnvironmentEnabled', true);
    expect(setFlag(uk, 'auEnvironmentEnabled', false).ukEnvironmentEnabled).toBe(true);
  });

  it('lets the later of two regional flags win', () => {
    expect(parseFeatureFlagList('ukEnvironmentEnabled,auEnvironmentEnabled').flags).toMatchObject({
      ukEnvironmentEnabled: false,
      auEnvironmentEnabled: true,
    });
    expect(
      applyFlagChanges(NO_FLAGS, [
        ['auEnvironmentEnabled', true],
        ['ukEnvironmentEnabled', true],
      ]),
    ).toMatchObject({ ukEnvironmentEnabled: true, auEnvironmentEnabled: false });
  });

  it('puts the console in maintenance globally or for the matching locale only', () => {
    expect(isInMaintenance({ ...NO_FLAGS, maintenance_mode: true }, 'en-AU')).toBe(true);
    expect(isInMaintenance({ ...NO_FLAGS, maintenance_mode_us: true }, 'en-US')).toBe(true);
    expect(isInMaintenance({ ...NO_FLAGS, maintenance_mode_us: true }, 'en-GB')).toBe(false);
    expect(isInMaintenance({ ...NO_FLAGS, maintenance_mode_uk: true }, 'en-GB')).toBe(true);
    expect(isInMaintenance({ ...NO_FLAGS, maintenance_mode_uk: true }, 'en-AU')).toBe(false);
  });
});
