import { createInstance, type Resource } from 'i18next';
import type { I18nProvider } from 'react-admin';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';

type Messages = Record<string, unknown>;

const isTree = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later trees win key by key, so a locale file can override one react-admin text without the rest. */
export function mergeMessages(...trees: Messages[]): Messages {
  const merged: Messages = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) merged[key] = isTree(value) && isTree(merged[key]) ? mergeMessages(merged[key] as Messages, value) : value;
  }
  return merged;
}

// Every locale file, bundled: locales/{locale}/{namespace}.json and locales/{locale}/resources/{resource}.json.
const files = import.meta.glob<Messages>('../../../locales/*/**/*.json', { eager: true, import: 'default' });

/** Where a file's messages go in the locale's tree: resources/{name}.json under `resources.{name}`. */
function placeFile(path: string): { locale: string; messages: (m: Messages) => Messages } | undefined {
  const perResource = /locales\/([^/]+)\/resources\/([^/]+)\.json$/.exec(path);
  if (perResource) return { locale: perResource[1], messages: (m) => ({ resources: { [perResource[2]]: m } }) };
  const namespace = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (namespace) return { locale: namespace[1], messages: (m) => (namespace[2] === 'resources' ? { resources: m } : m) };
  return undefined;
}

/** en-GB and en-AU hold only what differs (Brokerage for Agency, City/Town…); the rest falls back. */
export const LOCALE_FALLBACKS: Record<string, string[]> = {
  'en-US': [],
  'en-GB': ['en-US'],
  'en-AU': ['en-GB', 'en-US'],
};

/** One translation tree per locale: react-admin's own texts, the app's texts, and `resources.*` labels. */
export function localeResources(): Resource {
  const resources: Resource = {};
  for (const [file, messages] of Object.entries(files)) {
    const placed = placeFile(file);
    if (!placed) continue;
    const tree = ((resources[placed.locale] ??= { translation: {} }).translation ??= {}) as Messages;
    Object.assign(tree, mergeMessages(tree, placed.messages(messages)));
  }
  const base = (resources['en-US'] ??= { translation: {} }).translation as Messages;
  resources['en-US'].translation = mergeMessages(convertRaTranslationsToI18next(englishMessages) as Messages, base);
  return resources;
}

/** The platform languages a user may choose (stored UI setting platformLanguage), named in their own words. */
export const PLATFORM_LANGUAGES = [
  { locale: 'en-US', name: 'English (United States)' },
  { locale: 'en-GB', name: 'English (United Kingdom)' },
  { locale: 'en-AU', name: 'English (Australia)' },
];

export function createI18nProvider(locale: string): Promise<I18nProvider> {
  return getI18nProvider(
    createInstance(),
    {
      lng: locale,
      fallbackLng: { ...LOCALE_FALLBACKS, default: ['en-US'] },
      resources: localeResources(),
      interpolation: { escapeValue: false },
    },
    PLATFORM_LANGUAGES,
  );
}
