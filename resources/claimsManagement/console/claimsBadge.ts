import { useQuery } from '@tanstack/react-query';
import { claimsManagementResource } from '../declaration';
import { useClaimFileCalls } from './claimFilesMethods';

/** The claims badge's files: without a claim number, reported in the last 5 years. */
function badgeFilters(): Record<string, string> {
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - 5);
  return { 'f[hasClaimNumber][in]': 'false', 'f[reportedDate][after]': since.toISOString().slice(0, 10) };
}

/**
 * The badge's count, asked once for the menu and the list together, again after a minute or when the window
 * regains focus; undefined while unknown or refused.
 */
export function useClaimsBadge(): number | undefined {
  const calls = useClaimFileCalls();
  const { data } = useQuery({
    queryKey: [claimsManagementResource.name, 'badge'],
    queryFn: () => calls.countClaimFiles(badgeFilters()),
    staleTime: 60_000,
    retry: false,
  });
  return data;
}
