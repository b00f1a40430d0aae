import { UI_SETTINGS_PATH } from '../../shared/settings/uiSettingsPath';
import { recordingDataProvider } from '../providers/methods.fixture';
import { DEFAULT_UI_SETTINGS, UI_SETTINGS_VERSION } from './uiSettings';

describe('the UI settings methods', () => {
  it('uiSettings reads the stored document', async () => {
    const stored = { version: 9, settings: { theme: 'dark' } };
    const { dataProvider, requests } = recordingDataProvider([], [], () => ({ json: stored }));
    expect(await dataProvider.uiSettings()).toEqual(stored);
    expect(requests).toEqual([{ path: UI_SETTINGS_PATH, method: 'GET', headers: {}, body: undefined }]);
  });

  it('uiSettings answers null when none is stored (204)', async () => {
    const { dataProvider } = recordingDataProvider([], [], () => ({ status: 204 }));
    expect(await dataProvider.uiSettings()).toBeNull();
  });

  it('saveUiSettings puts the whole document at the current version', async () => {
    const { dataProvider, requests } = recordingDataProvider([], []);
    await dataProvider.saveUiSettings(DEFAULT_UI_SETTINGS);
    expect(requests).toEqual([
      {
        path: UI_SETTINGS_PATH,
        method: 'PUT',
        headers: {},
        body: { version: UI_SETTINGS_VERSION, settings: DEFAULT_UI_SETTINGS },
      },
    ]);
  });
});
