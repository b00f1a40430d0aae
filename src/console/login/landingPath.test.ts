import { landingPath } from './landingPath';

describe('jump-in landing (spec 000 §2.7)', () => {
  it.each([
    ['PROVIDER', '/admin/dashboard'],
    ['DIGITAL', '/da/dashboard'],
    ['MSSP', '/mssp/dashboard'],
    ['CARRIER', '/carrier/dashboard'],
    ['VENDOR', '/vendor/claims'],
    ['CLUSTER', '/cluster/dashboard'],
    ['AGENCY', '/agency/dashboard'],
    ['CUSTOMER', '/customer/dashboard'],
    ['RE_INSURER', '/reinsurer/dashboard'],
    ['PREMIUM_PROCESSOR', '/premiumprocessor/dashboard'],
    ['POOL', '/pool/dashboard'],
  ])('%s lands on %s', (accountType, path) => {
    expect(landingPath(accountType)).toBe(path);
  });
});
