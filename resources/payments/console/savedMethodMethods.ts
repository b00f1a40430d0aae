/**
 * The saved payment methods' call beyond the payment page's reads, as a data provider method: the signed-in
 * console gets it through its data provider; the payment page, public and outside that shell, builds the same
 * contribution on the console's HTTP client (paymentApi.ts).
 */
import { defineDataProviderMethods } from '../../../src/console/providers/methods';

const BILLING = '/api/billing/v1';

export const savedMethodMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** DELETE /payment-method/{id}: 404 "Saved payment method not found." for another account's. */
  deleteSavedMethod: async (id: string) =>
    (await httpClient(`${BILLING}/payment-method/${encodeURIComponent(id)}`, { method: 'DELETE' })).json as {
      id: string;
      message: string;
    },
}));
