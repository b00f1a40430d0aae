import { BlockList, isIP } from 'node:net';

/**
 * Which network addresses the server may fetch an attachment from: public ones only. Loopback, private,
 * link-local, carrier-grade NAT, multicast and reserved ranges are refused (a URL must not reach the server's
 * own network), unless the host or address is in the allow-list `MAILBOX_FETCH_ALLOW` (comma-separated host
 * names or addresses, e.g. `127.0.0.1` for tests; read per request).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

export function allowList(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.MAILBOX_FETCH_ALLOW ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** True when the address may not be fetched from (and is not allowed by name). */
export function refusedAddress(address: string, allowed: Set<string>): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.has(bare)) return false;
  const family = isIP(bare);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return refusedAddress(mapped, allowed);
  return blocked.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
