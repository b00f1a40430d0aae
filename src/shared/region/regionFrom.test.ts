import { regionFrom, regionOfHost } from './regionFrom';

describe('the server region (spec 000 §1)', () => {
  it('REGION wins, then the regional flags (the later one), then the host name, else US', () => {
    expect(regionFrom({ REGION: 'au', FEATURE_FLAGS: 'ukEnvironmentEnabled' })).toBe('AU');
    expect(regionFrom({ FEATURE_FLAGS: 'ukEnvironmentEnabled' })).toBe('UK');
    expect(regionFrom({ FEATURE_FLAGS: 'ukEnvironmentEnabled,auEnvironmentEnabled' })).toBe('AU');
    expect(regionFrom({ FEATURE_FLAGS: 'auEnvironmentEnabled,ukEnvironmentEnabled' })).toBe('UK');
    expect(
      regionFrom({ FEATURE_FLAGS: 'ukEnvironmentEnabled=false', PUBLIC_URL: 'https://console.example.com.au' }),
    ).toBe('AU');
    expect(regionFrom({ PUBLIC_URL: 'https://uk.console.example.com' })).toBe('UK');
    expect(regionFrom({ PUBLIC_URL: 'http://localhost:8080' })).toBe('US');
    expect(regionFrom({})).toBe('US');
  });

  it('reads the region from a host name', () => {
    expect(regionOfHost('broker.example.co.uk')).toBe('UK');
    expect(regionOfHost('au.example.com:443')).toBe('AU');
    expect(regionOfHost('example.com')).toBeUndefined();
    expect(regionOfHost(undefined)).toBeUndefined();
  });
});
