import BlockIcon from '@mui/icons-material/Block';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { blacklistedDomainsResource } from './declaration';

/** The provider's blacklist of domains: staff's area only. */
export const blacklistedDomains = defineConsoleResource({
  declaration: blacklistedDomainsResource,
  personas: [],
  icon: BlockIcon,
  recordRepresentation: 'domain',
  views: {
    list: () => import('./BlacklistedDomainViews').then((views) => views.BlacklistedDomainList),
    create: () => import('./BlacklistedDomainViews').then((views) => views.BlacklistedDomainCreate),
  },
});
