import { registeredResources } from '../../../registry/registeredResources';
import { dashboardPageSizes, DASHBOARD_PAGE_SIZE } from './paging';
import { prefilterOf } from './prefilter';
import { dashboardTabsOf, tabOf } from './tabs';

const ACCOUNT = '0b9f3a52-6c1e-4d5f-9a7e-2f1c3d4e5f60';
const tabs = dashboardTabsOf(registeredResources);

describe('agency dashboard tabs', () => {
  it('offers the spec’s five tables in its order, each listing its resource', () => {
    expect(tabs.map((tab) => `${tab.code}:${tab.resource}`)).toEqual([
      'QUOTES:quotes',
      'BINDERS:quotes',
      'POLICIES:policies',
      'ACCOUNTS:accounts',
      'SUBMISSIONS:submissions',
    ]);
  });

  it('reads ?tab= in any case and falls back to QUOTES', () => {
    expect(tabs.map((tab) => tabOf(tabs, tab.code.toLowerCase())?.code)).toEqual(tabs.map((tab) => tab.code));
    expect([tabOf(tabs, null), tabOf(tabs, ''), tabOf(tabs, 'CLAIMS')].map((tab) => tab?.code)).toEqual([
      'QUOTES',
      'QUOTES',
      'QUOTES',
    ]);
  });

  it('prefilterAccountId narrows the accounts tab by id and every other tab by accountId', () => {
    for (const tab of tabs)
      expect(prefilterOf(tab.prefilterBy, ACCOUNT)).toEqual(
        tab.code === 'ACCOUNTS' ? { id: ACCOUNT } : { accountId: ACCOUNT },
      );
    expect([prefilterOf('accountId', null), prefilterOf('accountId', 'not-a-uuid')]).toEqual([{}, {}]);
  });

  it('shows 20 rows and offers the lists’ 25, 50 and 100 too', () => {
    expect(DASHBOARD_PAGE_SIZE).toBe(20);
    expect(dashboardPageSizes([25, 50, 100])).toEqual([20, 25, 50, 100]);
  });
});
