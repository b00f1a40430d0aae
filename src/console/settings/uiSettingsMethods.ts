/**
 * The signed-in user's UI settings, platform methods of the data provider:
 *
 *   uiSettings()               GET /api/console/v1/ui-settings   the stored document, null when there is none (204)
 *   saveUiSettings(settings)   PUT /api/console/v1/ui-settings   replaces it whole, at the current version
 */
import { UI_SETTINGS_PATH } from '../../shared/settings/uiSettingsPath';
import { defineDataProviderMethods } from '../providers/methods';
import { UI_SETTINGS_VERSION, type StoredUiSettings, type UiSettings } from './uiSettings';

export const uiSettingsMethods = defineDataProviderMethods(({ httpClient }) => ({
  uiSettings: async (): Promise<StoredUiSettings | null> =>
    ((await httpClient(UI_SETTINGS_PATH)).json as StoredUiSettings | undefined) ?? null,

  saveUiSettings: async (settings: UiSettings): Promise<void> => {
    await httpClient(UI_SETTINGS_PATH, {
      method: 'PUT',
      body: JSON.stringify({ version: UI_SETTINGS_VERSION, settings }),
    });
  },
}));
