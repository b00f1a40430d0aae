import { DEFAULT_UI_SETTINGS, migrateUiSettings, UI_SETTINGS_VERSION } from './uiSettings';

describe('stored UI settings migration (spec 000 §3, §9)', () => {
  it('is at version 10', () => {
    expect(UI_SETTINGS_VERSION).toBe(10);
  });

  it('gives the defaults when nothing is stored', () => {
    expect(migrateUiSettings(null)).toEqual(DEFAULT_UI_SETTINGS);
  });

  it('brings a version 1 document all the way to 10', () => {
    const migrated = migrateUiSettings({
      version: 1,
      settings: {
        darkMode: true,
        columns: { accounts: ['name'] },
        language: 'en-GB',
        dense: true,
        growth: true,
        newAgentExperienceModalSeen: true,
      },
    });
    expect(migrated).toEqual({
      ...DEFAULT_UI_SETTINGS,
      theme: 'dark',
      tableColumns: { accounts: ['name'] },
      platformLanguage: 'en-GB',
      compressedLayout: true,
      growthFlag: true,
      newAgentExperience: { modal_seen: true },
    });
  });

  it('applies only the steps after the stored version', () => {
    const migrated = migrateUiSettings({
      version: 8,
      settings: { theme: 'dark', darkMode: false, newAgentExperienceModalSeen: true },
    });
    expect(migrated.theme).toBe('dark');
    expect(migrated.newAgentExperience).toEqual({ modal_seen: true });
  });

  it('reads a current document as it is', () => {
    expect(
      migrateUiSettings({ version: 10, settings: { ...DEFAULT_UI_SETTINGS, compressedLayout: true } }).compressedLayout,
    ).toBe(true);
  });
});
