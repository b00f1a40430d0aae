import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTheme } from 'react-admin';
import { useConsoleConfig } from '../config/consoleConfig';
import { useFeatureFlags } from '../flags/useFeatureFlags';
import {
  languageChangeDone,
  languageChangeStarts,
  rememberForLanguageChange,
  stateBeforeLanguageChange,
} from '../modals/languageChangeHandover';
import { useNotifyFailure } from '../notifications/useNotifyFailure';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { DEFAULT_UI_SETTINGS, migrateUiSettings, type UiSettings } from './uiSettings';

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
  useEffect(() => languageChangeDone(), []);
  useEffect(() => rememberForLanguageChange('uiSettings', settings), [settings]);
  const { locale: regionLocale } = useConsoleConfig();
  // The platform language is a choice only while the language selector is on (spec 000 §3 flags).
  const { language_selector: languageSelector } = useFeatureFlags();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const dataProvider = useDataProvider<PlatformDataProvider>();
  // Read once per mount of the shell (none stored is null): a later read could answer before a save and undo it.
  const stored = useQuery({
    queryKey: ['uiSettings'],
    queryFn: () => dataProvider.uiSettings(),
    enabled: handedBack === undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useNotifyFailure(stored.error);
  const loaded = handedBack === undefined && stored.isSuccess ? stored.data : undefined;
  useEffect(() => {
    if (loaded === undefined) return;
    const migrated = migrateUiSettings(loaded);
    setSettings(migrated);
    setTheme(migrated.theme);
    // The region's language unless the user chose another (the last user's choice must not linger).
    setLocale((languageSelector && migrated.platformLanguage) || regionLocale);
  }, [loaded, setTheme, setLocale, regionLocale, languageSelector]);
  const update = useCallback(
    async (patch: Partial<UiSettings>) => {
      const next = { ...settings, ...patch };
      setSettings(next);
      if (patch.theme) setTheme(patch.theme);
      if (patch.platformLanguage && patch.platformLanguage !== locale) {
        languageChangeStarts(patch.platformLanguage);
        setLocale(patch.platformLanguage);
      }
      await dataProvider.saveUiSettings(next);
    },
    [settings, setTheme, setLocale, locale, dataProvider],
  );
  return <UiSettingsContext.Provider value={{ settings, update }}>{children}</UiSettingsContext.Provider>;
}
