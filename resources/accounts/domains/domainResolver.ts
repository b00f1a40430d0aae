/**
 * Does a domain exist? Asked by the domain input's server verification. Two implementations, chosen by
 * `DOMAIN_RESOLVER`: `dns` (default) resolves it with Node's resolver (A, AAAA or MX records; NXDOMAIN / no data →
 * no); when no DNS server answers at all (an offline machine) it falls back to the local rule and says so
 * (`resolvedBy: 'local'`). `local` (tests, offline demos) never goes to the network: every syntactically valid
 * domain exists except those under the reserved `.invalid` TLD or with a label `nxdomain`.
 */
import { promises as dns } from 'node:dns';

export interface Resolution {
  exists: boolean;
  resolvedBy: 'dns' | 'local';
}
export interface DomainResolver {
  resolve(domain: string): Promise<Resolution>;
}

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN', 'EBADNAME']);

export const localResolver: DomainResolver = {
  async resolve(domain) {
    const labels = domain.toLowerCase().split('.');
    return { exists: labels.at(-1) !== 'invalid' && !labels.includes('nxdomain'), resolvedBy: 'local' };
  },
};

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), ms),
    ),
  ]);

export const dnsResolver: DomainResolver = {
  async resolve(domain) {
    const attempts = await Promise.allSettled([
      withTimeout<unknown[]>(dns.resolve4(domain), 2000),
      withTimeout<unknown[]>(dns.resolve6(domain), 2000),
      withTimeout<unknown[]>(dns.resolveMx(domain), 2000),
    ]);
    if (attempts.some((a) => a.status === 'fulfilled' && a.value.length > 0))
      return { exists: true, resolvedBy: 'dns' };
    const codes = attempts.map((a) =>
      a.status === 'rejected' ? String((a.reason as { code?: string }).code) : 'ENODATA',
    );
    if (codes.every((code) => MISSING.has(code))) return { exists: false, resolvedBy: 'dns' };
    return localResolver.resolve(domain);
  },
};

export const domainResolver = (): DomainResolver =>
  process.env.DOMAIN_RESOLVER === 'local' ? localResolver : dnsResolver;
