import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import type { FormPayload } from './formMethods';

/**
 * In development the console polls the server's fingerprint of the schema and label files every second; a
 * change refetches the open form, so an analyst's edit shows within two seconds without a reload.
 * `?liveForms` in the URL turns the same polling on in a production build (used by the tests).
 */
const LIVE =
  import.meta.env.DEV ||
  (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('liveForms'));

export function useFormsStamp(): string {
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { data } = useQuery({
    queryKey: ['forms', 'stamp'],
    queryFn: () => dataProvider.formsStamp(),
    enabled: LIVE,
    refetchInterval: 1000,
  });
  return data ?? '';
}

export function useComposedForm(name: string | undefined, options: { version?: number; region?: string } = {}) {
  const stamp = useFormsStamp();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  return useQuery<FormPayload>({
    queryKey: ['forms', name, options.version ?? 'latest', options.region ?? 'server', stamp],
    queryFn: () => dataProvider.form(name as string, options),
    enabled: name !== undefined,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
