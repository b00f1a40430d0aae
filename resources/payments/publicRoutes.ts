import { definePublicRoutes } from '../../src/console/registry/publicRoute';

/** Spec 002 §2: the policy payment page, reached through the payment link's code page (flow PAYMENT); its own chunk. */
export const paymentRoutes = definePublicRoutes([
  { path: '/policy/:id/accountant-payment', load: async () => (await import('./console/PaymentPage')).PaymentPage },
]);
