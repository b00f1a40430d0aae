import { effectiveFlags, readOverrides } from './flagOverrides';

describe('feature flag overrides', () => {
  it('applies local overrides outside production only', () => {
    const stored = JSON.stringify({ incident_banner: true });
    expect(effectiveFlags({}, stored, false).incident_banner).toBe(true);
    expect(effectiveFlags({}, stored, true).incident_banner).toBe(false);
  });

  it('can turn a server flag off locally', () => {
    expect(effectiveFlags({ pools: true }, JSON.stringify({ pools: false }), false).pools).toBe(false);
  });

  it('keeps the UK/AU exclusion for overrides', () => {
    const flags = effectiveFlags({ auEnvironmentEnabled: true }, JSON.stringify({ ukEnvironmentEnabled: true }), false);
    expect(flags.ukEnvironmentEnabled).toBe(true);
    expect(flags.auEnvironmentEnabled).toBe(false);
  });

  it('ignores unreadable or unknown overrides', () => {
    expect(readOverrides('{not json')).toEqual([]);
    expect(readOverrides(JSON.stringify({ nope: true, pools: 'yes', sso_login: true }))).toEqual([['sso_login', true]]);
    expect(readOverrides(null)).toEqual([]);
  });
});
