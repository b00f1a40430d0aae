import { useCallback, useEffect, useState } from 'react';
import { hasSession } from '../../../src/console/auth/session';
import { statusOfFailure } from '../../../src/console/auth/authApi';
import type { QuoteReview } from '../reviewAnswer';
import { fetchReview } from './reviewApi';

export type ReviewLoad =
  | { state: 'loading' }
  | { state: 'loaded'; review: QuoteReview }
  /** No session in this tab, or one that does not reach the quote (401, 404): the viewer must use the link again. */
  | { state: 'unauthenticated' }
  | { state: 'failed' };

/** The quote's review, loaded on opening and again on `reload` (after a change); `replace` takes a fresh answer. */
export function useReview(quoteId: string) {
  const [load, setLoad] = useState<ReviewLoad>(() =>
    hasSession() ? { state: 'loading' } : { state: 'unauthenticated' },
  );

  const reload = useCallback(async () => {
    if (!hasSession()) return setLoad({ state: 'unauthenticated' });
    try {
      setLoad({ state: 'loaded', review: await fetchReview(quoteId) });
    } catch (error) {
      const status = statusOfFailure(error);
      setLoad(status === 401 || status === 404 ? { state: 'unauthenticated' } : { state: 'failed' });
    }
  }, [quoteId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = useCallback((review: QuoteReview) => setLoad({ state: 'loaded', review }), []);
  return { load, reload, replace };
}
