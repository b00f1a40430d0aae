/** The accounts' action calls (resources/accounts/actions) and the choices their dialogs offer. */
import { httpClient } from '../../../src/console/providers/instances';
import { accountsResource } from '../declaration';

export type Choice = { id: string; name: string };

export async function runAccountAction(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return (await httpClient(`${accountsResource.apiBase}${path}`, { method: 'PUT', body: JSON.stringify(body) })).json as Record<string, unknown>;
}

export async function agencyChoices(): Promise<Choice[]> {
  const page = (await httpClient('/api/auth/v1/admin/agencies/search?size=100&sort=name,asc')).json as { content: { id: string; name: string }[] };
  return page.content.map(({ id, name }) => ({ id, name }));
}

export async function teamChoices(agencyId: string): Promise<Choice[]> {
  const page = (await httpClient(`/api/auth/v1/teams/agency/${agencyId}`)).json as { content: { id: string; name: string }[] };
  return page.content.map(({ id, name }) => ({ id, name }));
}
