/**
 * The permission check of spec 000 §5, shared by the console (hiding what a user may not do) and the server
 * (refusing it). Being one function is what keeps the two from disagreeing.
 *
 * Permission strings are `area:action`, e.g. `account:read`. Beyond the spec, a user may hold wildcards:
 * `area:*` grants every action of that area and `*` grants everything. Wildcards only make sense on the
 * user's side; a required `account:*` is matched literally.
 *
 * Required pseudo-permissions: `any` is met by everyone, `none` by no one. A `none` anywhere in the required
 * list denies, whatever else it holds, so marking something `none` can never be undone by a neighbour.
 * An empty required list denies too: a missing requirement is a configuration mistake, and the safe reading
 * of a mistake is "no".
 */

export const ANY_PERMISSION = 'any';
export const NO_PERMISSION = 'none';
export const ALL_PERMISSIONS_WILDCARD = '*';

export interface PermissionCheckOptions {
  /** Every required permission must be held; by default one is enough. */
  requireAll?: boolean;
}

const grants = (held: string, required: string): boolean => {
  if (held === required || held === ALL_PERMISSIONS_WILDCARD) return true;
  const separator = required.indexOf(':');
  return separator > 0 && held === `${required.slice(0, separator)}:*`;
};

const isMet = (userPermissions: readonly string[], required: string): boolean =>
  required === ANY_PERMISSION || userPermissions.some((held) => grants(held, required));

export function hasPermission(
  userPermissions: readonly string[],
  required: readonly string[] | string,
  options: PermissionCheckOptions = {},
): boolean {
  const requiredList: readonly string[] = typeof required === 'string' ? [required] : required;
  if (requiredList.length === 0 || requiredList.includes(NO_PERMISSION)) return false;
  return options.requireAll
    ? requiredList.every((permission) => isMet(userPermissions, permission))
    : requiredList.some((permission) => isMet(userPermissions, permission));
}
