/**
 * The outside services a connection talks to, behind one interface: the connector service that checks
 * credentials and scores a connection, the OAuth token endpoints of Microsoft and Google, and the managed
 * detection partner (leen). None of them is reachable from here, so the only implementation built is
 * `LocalConnectorService` (localService.ts), a stand-in that behaves like the real services' test modes; a real
 * one implements this interface and is chosen in `connectorServiceFromEnv`.
 */
export interface ConnectResult {
  ok: boolean;
  /** The connection's id at the connector service. */
  connectorId?: string;
  metadata?: Record<string, unknown>;
}

export interface TokenResult {
  ok: boolean;
  tokens?: { accessToken: string; refreshToken: string; expiresIn: number };
  /** What the token tells about the tenant (Microsoft: the Azure AD tenant id). */
  metadata?: Record<string, unknown>;
}

export interface Score {
  connectorId: string;
  connectorType: string;
  score: number;
  grade: string;
  scoredAt: string;
}

export interface RemediationAction {
  id: string;
  title: string;
  priority: 'HIGH' | 'MEDIUM' | 'LOW';
  impact: number;
  status: 'OPEN' | 'DONE';
}

export interface ConnectorService {
  /** Checks credentials (or a cbid for the managed ones) with the tool; a refusal is `ok: false`. */
  connect(
    connectorType: string,
    credentials: Record<string, unknown>,
    metadata: Record<string, unknown>,
  ): Promise<ConnectResult>;
  /** Exchanges an OAuth code for tokens at the provider's token endpoint. */
  exchangeCode(connectorType: string, code: string, redirectUri: string): Promise<TokenResult>;
  latestScore(connectorType: string, connectorId: string): Promise<Score>;
  scoresHistory(connectorType: string, connectorId: string, days: number): Promise<Score[]>;
  actions(connectorType: string, connectorId: string): Promise<RemediationAction[]>;
  /** The managed-detection partner's organisation for a client account, created on first ask. */
  leenOrganization(accountId: string, accountName: string): Promise<{ organizationId: string; name: string }>;
  leenInviteToken(accountId: string): Promise<{ token: string; expiresAt: string }>;
}
