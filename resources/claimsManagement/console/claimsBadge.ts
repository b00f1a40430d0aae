import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../src/console/providers/instances';
import { claimsManagementResource } from '../declaration';

/** The claims badge: files without a claim number reported in the last 5 years (one row asked, the total read). */
async function badgeCount(): Promise<number> {
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - 5);
  const query = new URLSearchParams({
    'f[hasClaimNumber][in]': 'false',
    'f[reportedDate][after]': since.toISOString().slice(0, 10),
    size: '1',
  });
  return ((await httpClient(`${claimsManagementResource.apiBase}?${query}`)).json as { totalElements: number })
    .totalElements;
}

/**
 * The badge's count, asked once for the menu and the list together, again after a minute or when the window
 * regains focus; undefined while unknown or refused.
 */
export function useClaimsBadge(): number | undefined {
  const { data } = useQuery({
    queryKey: [claimsManagementResource.name, 'badge'],
    queryFn: badgeCount,
    staleTime: 60_000,
    retry: false,
  });
  return data;
}
