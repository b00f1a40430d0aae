/**
 * The domain input's call, a data provider method:
 *
 *   verifyDomain(domain)   GET {accounts}/domain/verify?domain=   200 when valid, else 400 naming `domain`
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { DOMAIN_VERIFY_PATH } from './domainRule';

export const domainMethods = defineDataProviderMethods(({ httpClient }) => ({
  verifyDomain: async (domain: string): Promise<void> => {
    await httpClient(`${DOMAIN_VERIFY_PATH}?domain=${encodeURIComponent(domain)}`);
  },
}));

export const useDomainCalls = () => useDataProvider<DataProviderWith<typeof domainMethods>>();
