/**
 * The security scanner behind the on-demand scan (spec 001 §2 "on-demand scan"). The provider's scanner is not
 * reachable from here, so the one implementation is LOCAL: `localScanner` derives deterministic findings from each
 * domain's name (a hash picks which checks fail), so the same domains always give the same findings. A real
 * scanner plugs in behind `SecurityScanner`; nothing else changes.
 */
import { createHash } from 'node:crypto';

export interface ScanFinding {
  domain: string;
  check: string;
  severity: 'LOW' | 'MEDIUM' | 'HIGH';
  passed: boolean;
}
export interface ScanResult {
  scanner: string;
  domains: string[];
  findings: ScanFinding[];
  score: number;
}

export interface SecurityScanner {
  readonly name: string;
  scan(domains: readonly string[]): Promise<ScanResult>;
}

const CHECKS: readonly { check: string; severity: ScanFinding['severity'] }[] = [
  { check: 'TLS certificate valid', severity: 'HIGH' },
  { check: 'SPF record present', severity: 'MEDIUM' },
  { check: 'DMARC policy enforced', severity: 'MEDIUM' },
  { check: 'No exposed RDP port', severity: 'HIGH' },
  { check: 'HTTP security headers', severity: 'LOW' },
];

export const localScanner: SecurityScanner = {
  name: 'local',
  async scan(domains) {
    const findings = domains.flatMap((domain) => {
      const digest = createHash('sha256').update(domain).digest();
      return CHECKS.map(({ check, severity }, index) => ({ domain, check, severity, passed: digest[index] % 3 !== 0 }));
    });
    const passed = findings.filter((finding) => finding.passed).length;
    return {
      scanner: 'local',
      domains: [...domains],
      findings,
      score: findings.length ? Math.round((passed / findings.length) * 100) : 0,
    };
  },
};
