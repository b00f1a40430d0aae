import { useCallback, useEffect, useState } from 'react';
import type { Page } from './commissionsApi';

/** One page of a commission list, reloaded on demand (after a payment or a toggle). */
export function usePaged<T>(load: (page: number, size: number) => Promise<Page<T>>, size = 25) {
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    load(page, size).then(setData, () => setFailed(true));
  }, [load, page, size]);
  useEffect(reload, [reload]);
  return { page, setPage, size, data, failed, reload };
}
