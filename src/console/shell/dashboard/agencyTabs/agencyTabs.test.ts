import { dashboardPageSizes, DASHBOARD_PAGE_SIZE } from './paging';
import { prefilterOf } from './prefilter';
import { DASHBOARD_TABS, tabOf } from './tabs';

const ACCOUNT = '0b9f3a52-6c1e-4d5f-9a7e-2f1c3d4e5f60';

describe('agency dashboard tabs', () => {
  it('reads ?tab= in any case and falls back to QUOTES', () => {
    expect(DASHBOARD_TABS.map((tab) => tabOf(tab.toLowerCase()))).toEqual([...DASHBOARD_TABS]);
    expect([tabOf(null), tabOf(''), tabOf('CLAIMS')]).toEqual(['QUOTES', 'QUOTES', 'QUOTES']);
  });

  it('prefilterAccountId narrows the accounts tab by id and every other tab by accountId', () => {
    expect(prefilterOf('ACCOUNTS', ACCOUNT)).toEqual({ id: ACCOUNT });
    for (const tab of DASHBOARD_TABS.filter((t) => t !== 'ACCOUNTS'))
      expect(prefilterOf(tab, ACCOUNT)).toEqual({ accountId: ACCOUNT });
    expect([prefilterOf('QUOTES', null), prefilterOf('QUOTES', 'not-a-uuid')]).toEqual([{}, {}]);
  });

  it('shows 20 rows and offers the lists’ 25, 50 and 100 too', () => {
    expect(DASHBOARD_PAGE_SIZE).toBe(20);
    expect(dashboardPageSizes([25, 50, 100])).toEqual([20, 25, 50, 100]);
  });
});
