import { apiKeySecretHash, apiKeySecretHint, newApiKeySecret } from '../../src/server/auth/apiKeys';
import type { ApiRecord } from '../../src/shared/api/types';

/** A new secret for a key: the columns to store (its hash and hint) and the secret, revealed once in the answer. */
export function issueSecret(reveal: (fields: ApiRecord) => void): { secretHash: string; secretHint: string } {
  const secret = newApiKeySecret();
  reveal({ secret });
  return { secretHash: apiKeySecretHash(secret), secretHint: apiKeySecretHint(secret) };
}
