/** A client account's billing contacts (resources/payments/routes/contactRoutes.ts), as data provider methods. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../../src/console/providers/methods';

const CONTACT = '/api/billing/v1/contact';
const q = (value: string) => encodeURIComponent(value);

export interface BillingContact {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  version: number;
}

export type ContactFields = Pick<BillingContact, 'firstName' | 'lastName' | 'email' | 'phone'>;

type Answer = { message: string };

export const contactMethods = defineDataProviderMethods(({ httpClient }) => ({
  billingContacts: async (accountId: string): Promise<BillingContact[]> =>
    ((await httpClient(`${CONTACT}?accountId=${q(accountId)}`)).json as { content: BillingContact[] }).content,
  addBillingContact: async (accountId: string, fields: ContactFields): Promise<Answer> =>
    (await httpClient(CONTACT, { method: 'POST', body: JSON.stringify({ accountId, ...fields }) })).json as Answer,
  updateBillingContact: async (id: string, version: number, fields: ContactFields): Promise<Answer> =>
    (await httpClient(`${CONTACT}/${q(id)}`, { method: 'PUT', body: JSON.stringify({ ...fields, version }) }))
      .json as Answer,
  removeBillingContact: async (id: string): Promise<Answer> =>
    (await httpClient(`${CONTACT}/${q(id)}`, { method: 'DELETE' })).json as Answer,
}));

export const useContactCalls = () => useDataProvider<DataProviderWith<typeof contactMethods>>();
