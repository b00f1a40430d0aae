import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery guard: a webhook URL an agency admin typed must not make the server call its own
 * network. Every address the host resolves to is checked (an attacker's name may resolve to a public and a
 * private address); one private, loopback, link-local, unspecified, multicast or reserved address refuses the
 * delivery, unless the environment allows it:
 *   WEBHOOK_ALLOW_PRIVATE_NETWORKS=true   every destination is allowed (tests, a closed deployment)
 *   WEBHOOK_ALLOWED_HOSTS=a.internal,10.0.0.5   these host names or addresses are allowed even when private
 */
export interface DestinationPolicy {
  allowPrivateNetworks: boolean;
  allowedHosts: ReadonlySet<string>;
}

export function destinationPolicy(env: NodeJS.ProcessEnv = process.env): DestinationPolicy {
  return {
    allowPrivateNetworks: /^(1|true|yes|on)$/i.test(env.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? ''),
    allowedHosts: new Set(
      (env.WEBHOOK_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((host) => normalHost(host.trim()))
        .filter(Boolean),
    ),
  };
}

/** A refused destination: the delivery is FAILED at once with this message (no retry would change it). */
export class RefusedDestination extends Error {}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 (may reach IPv4 private space)
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

const normalHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/** Whether an address is in a private, loopback, link-local or otherwise non-public range (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all: refuse rather than guess
}

type Resolve = (host: string) => Promise<{ address: string }[]>;
const resolveAll: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Throws RefusedDestination when the URL's host is, or resolves to, a non-public address and the policy does not
 * allow it. A host that does not resolve throws the resolver's error (retried like any network failure).
 */
export async function checkDestination(
  url: string,
  policy: DestinationPolicy,
  resolve: Resolve = resolveAll,
): Promise<void> {
  if (policy.allowPrivateNetworks) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new RefusedDestination(`Refused: ${parsed.protocol} URLs are not delivered to.`);
  const host = normalHost(parsed.hostname);
  if (policy.allowedHosts.has(host)) return;
  const addresses = isIP(host) ? [host] : (await resolve(host)).map((entry) => entry.address);
  const refused = addresses.filter(
    (address) => isPrivateAddress(address) && !policy.allowedHosts.has(normalHost(address)),
  );
  if (refused.length) {
    throw new RefusedDestination(
      `Refused: ${host} resolves to a private network address (${refused.join(', ')}). Set WEBHOOK_ALLOWED_HOSTS or WEBHOOK_ALLOW_PRIVATE_NETWORKS to allow it.`,
    );
  }
}
