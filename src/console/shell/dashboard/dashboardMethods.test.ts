import { DEFAULT_DURATION } from '../../../shared/dashboard/durations';
import { DASHBOARD_FIGURES_PATH } from '../../../shared/dashboard/figures';
import { recordingDataProvider } from '../../providers/methods.fixture';

describe('dashboardFigures', () => {
  it('reads the figures of the chosen period', async () => {
    const figures = { accounts: { total: 3 } };
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ json: figures }));
    expect(await dataProvider.dashboardFigures(DEFAULT_DURATION)).toEqual(figures);
    expect(requests).toEqual([
      { path: `${DASHBOARD_FIGURES_PATH}?duration=${DEFAULT_DURATION}`, method: 'GET', headers: {}, body: undefined },
    ]);
  });
});
