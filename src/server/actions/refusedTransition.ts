import { ApiError } from '../http/apiError';
import type { ServerResource } from '../resources/resourceStore';
import type { ResourceAction } from './resourceAction';

/**
 * 409 for an action its record's status does not allow: names the current status and the actions that are
 * allowed from it, so a client can tell what would work.
 */
export function refusedTransition(resource: ServerResource, action: ResourceAction, status: string): ApiError {
  const allowed = (resource.actions ?? [])
    .filter((candidate) => !candidate.from || candidate.from.includes(status))
    .map((candidate) => candidate.name);
  const detail = `A ${resource.label.toLowerCase()} in status ${status} cannot be given the action ${action.name}. Allowed from ${status}: ${allowed.length ? allowed.join(', ') : 'none'}.`;
  return new ApiError(409, detail, [{ field: 'status', detail }]);
}
