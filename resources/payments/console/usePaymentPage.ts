import { useCallback, useEffect, useState } from 'react';
import { hasSession } from '../../../src/console/auth/session';
import { statusOfFailure } from '../../../src/console/auth/authApi';
import { fetchPaymentPage, type PaymentPageData } from './paymentApi';

export type PaymentLoad =
  | { state: 'loading' }
  | { state: 'loaded'; page: PaymentPageData }
  /** No session in this tab, or one that does not reach the policy (401, 404): the payer must use the link again. */
  | { state: 'unauthenticated' }
  | { state: 'failed' };

/** The policy's payment page data, loaded on opening and again on `reload` (after the payment modal closes). */
export function usePaymentPage(policyId: string) {
  const [load, setLoad] = useState<PaymentLoad>(() =>
    hasSession() ? { state: 'loading' } : { state: 'unauthenticated' },
  );
  const reload = useCallback(async () => {
    if (!hasSession()) return setLoad({ state: 'unauthenticated' });
    try {
      setLoad({ state: 'loaded', page: await fetchPaymentPage(policyId) });
    } catch (error) {
      const status = statusOfFailure(error);
      setLoad(status === 401 || status === 404 ? { state: 'unauthenticated' } : { state: 'failed' });
    }
  }, [policyId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
