import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from './commissionsMethods';

/** One page of a commission list (`name` keeps lists apart), reloaded on demand (after a payment or a toggle). */
export function usePaged<T>(
  name: string,
  load: (page: number, size: number, signal?: AbortSignal) => Promise<Page<T>>,
  size = 25,
) {
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['commissions', name, page, size],
    queryFn: ({ signal }) => load(page, size, signal),
    placeholderData: keepPreviousData,
  });
  const reload = () => void query.refetch();
  return { page, setPage, size, data: query.data ?? null, failed: query.isError, reload };
}
