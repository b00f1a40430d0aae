import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocaleState, useTheme } from 'react-admin';
import { useConsoleConfig } from '../config/consoleConfig';
import { useFeatureFlags } from '../flags/useFeatureFlags';
import {
  languageChangeDone,
  languageChangeStarts,
  rememberForLanguageChange,
  stateBeforeLanguageChange,
} from '../modals/languageChangeHandover';
import { httpClient } from '../providers/instances';
import {
  DEFAULT_UI_SETTINGS,
  migrateUiSettings,
  UI_SETTINGS_VERSION,
  type StoredUiSettings,
  type UiSettings,
} from './uiSettings';

export const UI_SETTINGS_PATH = '/api/console/v1/ui-settings';

interface UiSettingsApi {
  settings: UiSettings;
  update: (patch: Partial<UiSettings>) => Promise<void>;
}

const UiSettingsContext = createContext<UiSettingsApi>({
  settings: DEFAULT_UI_SETTINGS,
  update: async () => undefined,
});
export const useUiSettings = (): UiSettingsApi => useContext(UiSettingsContext);

/**
 * The signed-in user's stored settings, loaded from the server (migrated to the current version) and saved
 * back whole on each change. The theme and the platform language are handed to react-admin, which switches
 * between the two themes and the three languages.
 */
export function UiSettingsProvider({ children }: { children: ReactNode }) {
  const [, setTheme] = useTheme();
  const [locale, setLocale] = useLocaleState();
  // After a language change (which mounts the shell afresh) the settings are the ones just saved: no reload, which
  // could answer before the save and switch the language back.
  const [handedBack] = useState(() => stateBeforeLanguageChange<UiSettings>('uiSettings', locale));
  const [settings, setSettings] = useState<UiSettings>(handedBack ?? DEFAULT_UI_SETTINGS);
  const skipLoad = useRef(handedBack !== undefined);
  useEffect(() => languageChangeDone(), []);
  useEffect(() => rememberForLanguageChange('uiSettings', settings), [settings]);
  const { locale: regionLocale } = useConsoleConfig();
  // The platform language is a choice only while the language selector is on (spec 000 §3 flags).
  const { language_selector: languageSelector } = useFeatureFlags();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return undefined;
    }
    let current = true;
    httpClient(UI_SETTINGS_PATH)
      .then(({ json }) => {
        if (!current) return;
        const loaded = migrateUiSettings(json as StoredUiSettings | undefined);
        setSettings(loaded);
        setTheme(loaded.theme);
        // The region's language unless the user chose another (the last user's choice must not linger).
        setLocale((languageSelector && loaded.platformLanguage) || regionLocale);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [setTheme, setLocale, regionLocale, languageSelector]);
  const update = useCallback(
    async (patch: Partial<UiSettings>) => {
      const next = { ...settings, ...patch };
      setSettings(next);
      if (patch.theme) setTheme(patch.theme);
      if (patch.platformLanguage && patch.platformLanguage !== locale) {
        languageChangeStarts(patch.platformLanguage);
        setLocale(patch.platformLanguage);
      }
      await httpClient(UI_SETTINGS_PATH, {
        method: 'PUT',
        body: JSON.stringify({ version: UI_SETTINGS_VERSION, settings: next }),
      });
    },
    [settings, setTheme, setLocale, locale],
  );
  return <UiSettingsContext.Provider value={{ settings, update }}>{children}</UiSettingsContext.Provider>;
}
