import type { I18nProvider, TranslateFunction } from 'react-admin';
import englishMessages from 'ra-language-english';

/**
 * The console's i18n provider: the i18next-format locale files (nested keys, `{{name}}` placeholders, plural
 * forms as `key_one` / `key_other` chosen by `count` or react-admin's `smart_count`, en-AU → en-GB → en-US
 * fallback), read by a few lines instead of i18next itself, which would add 15 KB (gzip) to every page. The
 * server never translates with it; the files keep i18next's format.
 */
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

// The locale files: locales/{locale}/{namespace}.json and locales/{locale}/resources/{resource}.json. en-US, the
// fallback of every locale, is bundled, except the lazy namespaces (LazyNamespace below), which load with the screens that
// use them (`loadTexts`); en-GB and en-AU (only what differs) load when a locale needs them. Not forms.json: the
// server composes a form's labels into the form it sends (formCatalogue), so the console never looks them up.
const bundled = import.meta.glob<Messages>(['../../../locales/en-US/**/*.json', '!**/forms.json', '!**/signin.json', '!**/screens/**'], { eager: true, import: 'default' });
const regional = import.meta.glob<Messages>(['../../../locales/*/**/*.json', '!../../../locales/en-US/**', '!**/forms.json', '!**/signin.json', '!**/screens/**'], {
  import: 'default',
});
const namespaceFiles = import.meta.glob<Messages>(['../../../locales/*/signin.json', '../../../locales/*/screens/*.json'], { import: 'default' });

/**
 * Namespaces only some screens use, kept out of the pages that don't: `signin` (the public sign-in screens and the
 * sign-up invitation) and each `screens/{name}` file (the texts of one feature's screens and dialogs, e.g. the
 * quote actions bar, placed under `resources.{name}` like a resource's file). A component that reads one asks for
 * it with `use(loadTexts('screens/{name}'))` (it suspends until the file is there) or its loader with `withTexts`.
 * Keep in step with the globs above.
 */
export type LazyNamespace = 'signin' | `screens/${string}`;

/** Where a file's messages go in the locale's tree: resources/{name}.json and screens/{name}.json under `resources.{name}`. */
function placeFile(path: string): { locale: string; messages: (m: Messages) => Messages } | undefined {
  const perResource = /locales\/([^/]+)\/(?:resources|screens)\/([^/]+)\.json$/.exec(path);
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

type LocaleTrees = Record<string, { translation: Messages }>;

/** react-admin's own texts in the files' format: `%{name}` → `{{name}}`, `one |||| many` → `_one` / `_other`. */
function fromPolyglot(messages: Messages): Messages {
  const converted: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    if (isTree(value)) converted[key] = fromPolyglot(value);
    else if (typeof value !== 'string') converted[key] = value;
    else {
      const forms = value.replace(/%\{([^}]+)\}/g, '{{$1}}').split(' |||| ');
      if (forms.length === 1) converted[key] = forms[0];
      else [converted[`${key}_one`], converted[`${key}_other`]] = forms;
    }
  }
  return converted;
}

/** Adds a file's messages to its locale's tree. */
function place(trees: LocaleTrees, file: string, messages: Messages): void {
  const placed = placeFile(file);
  if (!placed) return;
  const tree = (trees[placed.locale] ??= { translation: {} });
  tree.translation = mergeMessages(tree.translation, placed.messages(messages));
}

/**
 * One translation tree per locale: react-admin's own texts (en-US), the app's texts, and `resources.*` labels;
 * en-US at once, the other locales once `loadLocale` has fetched them.
 */
export function localeResources(): LocaleTrees {
  const trees: LocaleTrees = { 'en-US': { translation: fromPolyglot(englishMessages as unknown as Messages) } };
  for (const [file, messages] of Object.entries(bundled)) place(trees, file, messages);
  return trees;
}

/** Every provider made here, so that a namespace loaded later reaches each of them. */
const providerTrees = new Set<LocaleTrees>();
/** The lazy namespaces' files fetched so far, every locale's, in the order they were placed. */
const namespaceTexts: [file: string, messages: Messages][] = [];
const namespaceLoads = new Map<LazyNamespace, Promise<void>>();

/** Places the fetched namespace files into `trees`, for en-US and for the locales `trees` already holds. */
function placeNamespaceTexts(trees: LocaleTrees, texts: readonly [string, Messages][]): void {
  for (const [file, messages] of texts) {
    const locale = placeFile(file)?.locale;
    if (locale && trees[locale]) place(trees, file, messages);
  }
}

/** Fetches the files of `locale` and of its fallbacks into `trees` (en-US is always there). */
async function loadLocale(trees: LocaleTrees, locale: string): Promise<void> {
  const wanted = fallbackChain(locale).filter((code) => code !== 'en-US' && !trees[code]);
  const files = Object.entries(regional).filter(([file]) => wanted.some((code) => file.includes(`/locales/${code}/`)));
  for (const [file, load] of files) place(trees, file, await load());
  for (const code of wanted) trees[code] ??= { translation: {} };
  placeNamespaceTexts(
    trees,
    namespaceTexts.filter(([file]) => wanted.some((code) => file.includes(`/locales/${code}/`))),
  );
}

/**
 * Fetches a lazy namespace's texts (every locale's file of it, a few hundred bytes each) into every provider,
 * once; the screens that use it await this beside their own code.
 */
export function loadTexts(namespace: LazyNamespace): Promise<void> {
  let loading = namespaceLoads.get(namespace);
  if (!loading) {
    const files = Object.entries(namespaceFiles).filter(([file]) => file.endsWith(`/${namespace}.json`));
    const load: Promise<void> & { status?: 'fulfilled'; value?: undefined } = Promise.all(
      files.map(async ([file, read]) => [file, await read()] as [string, Messages]),
    ).then((texts) => {
      namespaceTexts.push(...texts);
      for (const trees of providerTrees) placeNamespaceTexts(trees, texts);
      // React's thenable fields: `use` of a load that has finished then answers at once instead of suspending.
      Object.assign(load, { status: 'fulfilled', value: undefined });
    });
    load.catch(() => namespaceLoads.delete(namespace));
    namespaceLoads.set(namespace, load);
    loading = load;
  }
  return loading;
}

/** A screen's code and the lazy namespace it reads, fetched side by side. */
export const withTexts = async <T>(namespace: LazyNamespace, code: Promise<T>): Promise<T> => (await Promise.all([code, loadTexts(namespace)]))[0];

/** The platform languages a user may choose (stored UI setting platformLanguage), named in their own words. */
export const PLATFORM_LANGUAGES = [
  { locale: 'en-US', name: 'English (United States)' },
  { locale: 'en-GB', name: 'English (United Kingdom)' },
  { locale: 'en-AU', name: 'English (Australia)' },
];

const lookup = (tree: Messages | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (isTree(node) && Object.hasOwn(node, part) ? node[part] : undefined), tree);

/** `{{name}}` from the options; a placeholder the options do not name at all stays as written (as i18next does). */
const interpolate = (text: string, values: Record<string, unknown>): string =>
  text.replace(/\{\{([^}]+)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });

/** The locales a key is looked up in, in order: the locale, its fallbacks, then en-US. */
const fallbackChain = (locale: string): string[] => [...new Set([locale, ...(LOCALE_FALLBACKS[locale] ?? []), 'en-US'])];

export async function createI18nProvider(initialLocale: string): Promise<I18nProvider> {
  const trees = localeResources();
  placeNamespaceTexts(trees, namespaceTexts);
  providerTrees.add(trees);
  await loadLocale(trees, initialLocale);
  let locale = initialLocale;
  const translate: TranslateFunction = (key, options = {}) => {
    const { _: fallback, ...values } = (options ?? {}) as Record<string, unknown>;
    const count = typeof values.smart_count === 'number' ? values.smart_count : typeof values.count === 'number' ? values.count : undefined;
    const withCount = count === undefined ? values : { count, ...values };
    // Most specific first, each tried in every locale of the chain before the next: zero, the plural form, the key.
    const keys = count === undefined ? [key] : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${new Intl.PluralRules(locale).select(count)}`, key];
    for (const candidate of keys) {
      for (const code of fallbackChain(locale)) {
        const text = lookup(trees[code]?.translation, candidate);
        if (typeof text === 'string') return interpolate(text, withCount);
      }
    }
    return typeof fallback === 'string' ? interpolate(fallback, withCount) : key;
  };
  return {
    translate,
    changeLocale: async (next: string) => {
      await loadLocale(trees, next);
      locale = next;
    },
    getLocale: () => locale,
    getLocales: () => PLATFORM_LANGUAGES,
  };
}
