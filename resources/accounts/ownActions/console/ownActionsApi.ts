/** The calls of the accounts' own actions' dialogs (ownActions/routes.ts, address/validateRoute.ts). */
import { httpClient } from '../../../../src/console/providers/instances';
import { accountsResource } from '../../declaration';
import type { Choice } from '../../actionsBar/accountActionsApi';

export interface AccountAgents { myAgent: Choice | null; interestedAgencies: Choice[] }

export async function accountAgents(accountId: string): Promise<AccountAgents> {
  return (await httpClient(`${accountsResource.apiBase}/${accountId}/agents`)).json as AccountAgents;
}

export interface AddressVerdict { verified: boolean; errorFields: string[]; localizedErrorFieldNames: string[] }

export async function validateAddress(address: Record<string, unknown>): Promise<AddressVerdict> {
  return (await httpClient('/api/account/v1/address/validate', { method: 'POST', body: JSON.stringify(address) })).json as AddressVerdict;
}
