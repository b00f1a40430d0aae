import { fastifyTrustProxy, parseTrustProxy } from './trustProxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    const hops = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('refuses "true" and names: trusting every client is what it exists to prevent', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY/);
  });
});
