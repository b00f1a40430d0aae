import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { apiKeysResource } from './declaration';
import { issueSecret } from './secrets';

/**
 * Regenerate (spec 001 §4 "regenerating a key invalidates the previous key"; §7 `PUT api/regenerate/{keyId}`):
 * the stored hash is replaced in one write, so the old secret fails from the next call on; the new one is in the
 * answer (`secret`) and nowhere else.
 */
export const REGENERATE: ResourceAction = {
  name: 'regenerate',
  method: 'PUT',
  path: '/regenerate/:id',
  permission: apiKeysResource.permissions.update,
  body: { type: 'object', properties: { version: { type: 'integer' } }, additionalProperties: false },
  effect: ({ reveal }) => ({ ...issueSecret(reveal), regenerated: new Date() }),
};

export const apiKeyActions: readonly ResourceAction[] = [REGENERATE];
