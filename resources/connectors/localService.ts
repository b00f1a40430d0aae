/**
 * A LOCAL STAND-IN, not the real services (none is reachable from here). It behaves like their test modes:
 *   - connect: any credentials are accepted except the literal value `invalid` (username, password, apiKey,
 *     token or role ARN), which the tool refuses; the connection id is `<type>-<12 hex>`;
 *   - OAuth code exchange: any code except `invalid` gives random tokens; Microsoft's also carry an Azure tenant
 *     id derived from the code;
 *   - scores, their history and the remediation actions are derived from the connection id (SHA-256), so the
 *     same connection always answers the same figures;
 *   - leen: the organisation id is derived from the account id, the invite token is random and lasts 7 days.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ConnectorService, RemediationAction, Score } from './service';

const digest = (text: string) => createHash('sha256').update(text).digest();
const REFUSED = 'invalid';

const ACTIONS: readonly { title: string; priority: RemediationAction['priority'] }[] = [
  { title: 'Enforce multi-factor authentication for every administrator', priority: 'HIGH' },
  { title: 'Patch internet-facing systems with critical vulnerabilities', priority: 'HIGH' },
  { title: 'Disable legacy authentication protocols', priority: 'HIGH' },
  { title: 'Turn on audit logging and keep it 90 days', priority: 'MEDIUM' },
  { title: 'Remove stale user accounts', priority: 'MEDIUM' },
  { title: 'Require encryption on all laptops', priority: 'MEDIUM' },
  { title: 'Enable DMARC with a reject policy', priority: 'LOW' },
  { title: 'Review third-party application consents', priority: 'LOW' },
];

const grade = (score: number) => (score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F');

export class LocalConnectorService implements ConnectorService {
  async connect(connectorType: string, credentials: Record<string, unknown>, metadata: Record<string, unknown>) {
    if ([...Object.values(credentials), metadata.roleArn].some((value) => value === REFUSED)) return { ok: false };
    return { ok: true, connectorId: `${connectorType.toLowerCase()}-${randomBytes(6).toString('hex')}` };
  }

  async exchangeCode(connectorType: string, code: string) {
    if (!code || code === REFUSED) return { ok: false };
    const tokens = {
      accessToken: randomBytes(24).toString('base64url'),
      refreshToken: randomBytes(24).toString('base64url'),
      expiresIn: 3600,
    };
    const metadata = connectorType === 'MICROSOFT' ? { azureTenantId: uuidFrom(digest(`tenant:${code}`)) } : {};
    return { ok: true, tokens, metadata };
  }

  async latestScore(connectorType: string, connectorId: string): Promise<Score> {
    return (await this.scoresHistory(connectorType, connectorId, 1))[0]!;
  }

  async scoresHistory(connectorType: string, connectorId: string, days: number): Promise<Score[]> {
    const base = 55 + (digest(connectorId)[0]! % 40);
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    return Array.from({ length: days }, (_, back) => {
      const drift = digest(`${connectorId}:${back}`)[0]! % 7;
      const score = Math.max(0, Math.min(100, base - Math.floor(back / 7) + drift - 3));
      return {
        connectorId,
        connectorType,
        score,
        grade: grade(score),
        scoredAt: new Date(today.getTime() - back * 86_400_000).toISOString(),
      };
    });
  }

  async actions(_connectorType: string, connectorId: string): Promise<RemediationAction[]> {
    const bytes = digest(`actions:${connectorId}`);
    return ACTIONS.filter((_, index) => bytes[index]! % 3 !== 0).map((action, index) => ({
      id: uuidFrom(digest(`${connectorId}:${action.title}`)),
      title: action.title,
      priority: action.priority,
      impact: 1 + (bytes[index + 8]! % 10),
      status: bytes[index + 16]! % 5 === 0 ? 'DONE' : 'OPEN',
    }));
  }

  async leenOrganization(accountId: string, accountName: string) {
    return { organizationId: `org_${digest(`leen:${accountId}`).toString('hex').slice(0, 16)}`, name: accountName };
  }

  async leenInviteToken() {
    return {
      token: `lit_${randomUUID().replace(/-/g, '')}`,
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
  }
}

function uuidFrom(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The service the server uses: the local stand-in (no real implementation is built; CONNECTOR_SERVICE=local). */
export function connectorServiceFromEnv(env: NodeJS.ProcessEnv = process.env): ConnectorService {
  const mode = env.CONNECTOR_SERVICE ?? 'local';
  if (mode !== 'local') throw new Error(`CONNECTOR_SERVICE=${mode}: only the local stand-in is built`);
  return new LocalConnectorService();
}
