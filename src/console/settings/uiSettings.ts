/**
 * Stored UI settings (spec 000 §3): theme, inbox table headers, platform language, the growth flag, the
 * new-agent-experience modal seen, table columns, filters and compressed layout. Documents are versioned;
 * an older document is migrated step by step up to the current version, 10 (spec 000 §9).
 */
export const UI_SETTINGS_VERSION = 10;

export interface UiSettings {
  theme: 'light' | 'dark';
  inboxTableHeaders: string[];
  platformLanguage: string | null;
  growthFlag: boolean;
  newAgentExperience: { modal_seen: boolean };
  /** Visible columns per table key (e.g. "accounts.datagrid"). */
  tableColumns: Record<string, string[]>;
  /** Saved filter values per list. */
  filters: Record<string, Record<string, unknown>>;
  compressedLayout: boolean;
}

export const DEFAULT_UI_SETTINGS: UiSettings = {
  theme: 'light',
  inboxTableHeaders: [],
  platformLanguage: null,
  growthFlag: false,
  newAgentExperience: { modal_seen: false },
  tableColumns: {},
  filters: {},
  compressedLayout: false,
};

export interface StoredUiSettings {
  version: number;
  settings: Record<string, unknown>;
}

type Doc = Record<string, unknown>;
const record = (value: unknown): Doc =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};

/**
 * One step per version; step N turns a version-N document into version N+1. The spec does not show the old
 * shapes: these are the renames the project recognises from earlier consoles (darkMode → theme, columns →
 * tableColumns, language → platformLanguage, dense → compressedLayout, the modal flag into an object).
 */
const STEPS: Record<number, (doc: Doc) => Doc> = {
  1: ({ darkMode, ...rest }) => ({ ...rest, theme: darkMode === true ? 'dark' : 'light' }),
  2: ({ columns, ...rest }) => ({ ...rest, tableColumns: record(columns) }),
  3: (doc) => ({ ...doc, filters: record(doc.filters) }),
  4: ({ language, ...rest }) => ({ ...rest, platformLanguage: typeof language === 'string' ? language : null }),
  5: ({ dense, ...rest }) => ({ ...rest, compressedLayout: dense === true }),
  6: (doc) => ({ ...doc, inboxTableHeaders: Array.isArray(doc.inboxTableHeaders) ? doc.inboxTableHeaders : [] }),
  7: ({ growth, ...rest }) => ({ ...rest, growthFlag: growth === true }),
  8: ({ newAgentExperienceModalSeen, ...rest }) => ({
    ...rest,
    newAgentExperience: { modal_seen: newAgentExperienceModalSeen === true },
  }),
  9: (doc) => doc,
};

/** Brings any stored document to the current version and fills what it lacks; a newer document is read as is. */
export function migrateUiSettings(stored: StoredUiSettings | null | undefined): UiSettings {
  if (!stored) return { ...DEFAULT_UI_SETTINGS };
  let doc = record(stored.settings);
  for (let version = Math.max(1, Math.trunc(stored.version || 1)); version < UI_SETTINGS_VERSION; version += 1)
    doc = STEPS[version]?.(doc) ?? doc;
  const merged = { ...DEFAULT_UI_SETTINGS, ...doc } as UiSettings;
  if (merged.theme !== 'dark') merged.theme = 'light';
  return merged;
}
