/**
 * Answers react-admin's canAccess from the resource declarations: the same permission strings the server
 * enforces decide what the console offers, so a button is never shown for a call that would be refused.
 */
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { ResourceDeclaration, ResourceVerb } from '../../shared/resources/declaration';

/** react-admin's action names against the declaration's verbs. */
export const ACTION_VERBS: Readonly<Record<string, ResourceVerb>> = {
  list: 'list',
  show: 'get',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

/** Unknown resources and actions are refused: access nobody declared is access nobody granted. */
export function canAccessResource(
  resources: readonly ResourceDeclaration[],
  userPermissions: readonly string[],
  resource: string,
  action: string,
): boolean {
  const verb = Object.hasOwn(ACTION_VERBS, action) ? ACTION_VERBS[action] : undefined;
  const declaration = resources.find((candidate) => candidate.name === resource);
  if (!verb || !declaration) return false;
  return hasPermission(userPermissions, declaration.permissions[verb]);
}
