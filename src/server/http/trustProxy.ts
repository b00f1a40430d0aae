/** TRUST_PROXY as configured: no proxy, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** Parses TRUST_PROXY: unset, empty or `false` trusts no proxy; a whole number is a hop count; else a comma list. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const proxies = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const proxy of proxies) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(proxy))
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma list of proxy addresses or CIDR ranges, got "${proxy}"`,
      );
  }
  return proxies;
}

/** The setting in the form Fastify takes (its types have no hop count, its runtime does: trust the nearest n). */
export const fastifyTrustProxy = (
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
