import type { I18nProvider } from 'react-admin';
import { bundledEnglish, mergeMessages, readNamespace, type LazyNamespace, type Messages } from './localeFiles';
import { fillPlaceholders, type PlaceholderContext } from './placeholders';
import { reactAdminEnglish } from './reactAdminTexts';
import { textAt } from './textAt';

/**
 * The console's i18n provider over the locale files under locales/: nested keys, `{{name}}` placeholders (with the
 * Intl formats of placeholders.ts), and plural forms `key_one`, `key_few`, `key_other`… chosen by the locale's
 * `Intl.PluralRules` from `count` or react-admin's `smart_count`. A locale missing a text takes it from its
 * fallbacks (en-AU → en-GB → en-US). The server never translates with it; forms' labels come composed from the server.
 *
 * The format is i18next's (the locale files were written for it, and an analyst's tools know it), read by the
 * few lines here rather than by i18next itself: the console uses none of its other features, and it weighed
 * some 25 KB gzipped on every page.
 */
export { mergeMessages };

/** en-GB and en-AU hold only what differs (Brokerage for Agency, City/Town…); the rest falls back to en-US. */
const LOCALE_FALLBACKS: Record<string, readonly string[]> = {
  'en-AU': ['en-AU', 'en-GB', 'en-US'],
  'en-GB': ['en-GB', 'en-US'],
  'en-US': ['en-US'],
};
const fallbacksOf = (locale: string): readonly string[] => LOCALE_FALLBACKS[locale] ?? [locale, 'en-US'];

/** The platform languages a user may choose (stored UI setting platformLanguage), named in their own words. */
export const PLATFORM_LANGUAGES = [
  { locale: 'en-US', name: 'English (United States)' },
  { locale: 'en-GB', name: 'English (United Kingdom)' },
  { locale: 'en-AU', name: 'English (Australia)' },
];

export interface I18nOptions {
  /** The region's currency, for `{{amount, money}}` (USD unless told). */
  currency?: string;
  /** Texts beside the files, by locale (a locale the files do not have, e.g. one a test adds). */
  texts?: Record<string, Messages>;
}

/** One provider's texts: a tree per locale it has loaded, each holding the lazy namespaces asked for so far. */
interface Catalogue {
  trees: Map<string, Messages>;
  /** Loads a locale's texts (and its fallbacks') once. */
  load: (locale: string) => Promise<void>;
}

/** Every catalogue made here, so that a namespace loaded later reaches each of them. */
const catalogues = new Set<Catalogue>();
/** The lazy namespaces asked for so far; a locale loaded later gets them too. */
const askedFor = new Set<LazyNamespace>();
const namespaceLoads = new Map<LazyNamespace, Promise<void>>();

/** A locale's main texts: en-US's come with the code (with react-admin's own), the others from their files. */
const mainTexts = async (locale: string): Promise<Messages> =>
  locale === 'en-US' ? mergeMessages(reactAdminEnglish(), bundledEnglish()) : readNamespace(locale, 'translation');

/** Adds a lazy namespace's texts of one locale under what the tree has (the main texts win a key both hold). */
async function addNamespace(catalogue: Catalogue, locale: string, namespace: LazyNamespace): Promise<void> {
  const texts = await readNamespace(locale, namespace);
  catalogue.trees.set(locale, mergeMessages(texts, catalogue.trees.get(locale) ?? {}));
}

function createCatalogue(extraTexts: Record<string, Messages>): Catalogue {
  const loading = new Map<string, Promise<void>>();
  const catalogue: Catalogue = {
    trees: new Map(),
    load: (locale) =>
      Promise.all(
        fallbacksOf(locale).map((code) => {
          let load = loading.get(code);
          if (!load) {
            load = (async () => {
              catalogue.trees.set(code, mergeMessages(await mainTexts(code), extraTexts[code] ?? {}));
              await Promise.all([...askedFor].map((namespace) => addNamespace(catalogue, code, namespace)));
            })();
            load.catch(() => loading.delete(code));
            loading.set(code, load);
          }
          return load;
        }),
      ).then(() => undefined),
  };
  return catalogue;
}

/**
 * Fetches a lazy namespace's texts (every locale in use, a few hundred bytes each) into every provider, once;
 * the screens that use it await this beside their own code.
 */
export function loadTexts(namespace: LazyNamespace): Promise<void> {
  let loading = namespaceLoads.get(namespace);
  if (!loading) {
    askedFor.add(namespace);
    const load: Promise<void> & { status?: 'fulfilled'; value?: undefined } = Promise.all(
      [...catalogues].flatMap((catalogue) =>
        [...catalogue.trees.keys()].map((locale) => addNamespace(catalogue, locale, namespace)),
      ),
    ).then(() => {
      // React's thenable fields: `use` of a load that has finished then answers at once instead of suspending.
      Object.assign(load, { status: 'fulfilled', value: undefined });
    });
    load.catch(() => {
      askedFor.delete(namespace);
      namespaceLoads.delete(namespace);
    });
    namespaceLoads.set(namespace, load);
    loading = load;
  }
  return loading;
}

/** A screen's code and the lazy namespace it reads, fetched side by side. */
export const withTexts = async <T>(namespace: LazyNamespace, code: Promise<T>): Promise<T> =>
  (await Promise.all([code, loadTexts(namespace)]))[0];

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralFormOf = (locale: string, count: number): string => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

/** The text of `key` in the first locale of the chain that has it, its plural form first when there is a count. */
function lookUp(catalogue: Catalogue, locale: string, key: string, count: unknown): string | undefined {
  for (const code of fallbacksOf(locale)) {
    const tree = catalogue.trees.get(code);
    const plural = typeof count === 'number' ? textAt(tree, `${key}_${pluralFormOf(code, count)}`) : undefined;
    const text = plural ?? textAt(tree, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

export async function createI18nProvider(initialLocale: string, options: I18nOptions = {}): Promise<I18nProvider> {
  const catalogue = createCatalogue(options.texts ?? {});
  catalogues.add(catalogue);
  let locale = initialLocale;
  await catalogue.load(locale);
  const currency = options.currency ?? 'USD';
  return {
    /** react-admin's call: `_` is the text when the key has none, `smart_count` the count (an explicit `count` wins). */
    translate: (key, { _: whenMissing, formatParams, ...values } = {}) => {
      if (values.count === undefined && values.smart_count !== undefined) values.count = values.smart_count;
      const text =
        lookUp(catalogue, locale, key, values.count) ?? (typeof whenMissing === 'string' ? whenMissing : key);
      const context: PlaceholderContext = {
        locale,
        currency,
        formatParams: formatParams as PlaceholderContext['formatParams'],
      };
      return fillPlaceholders(text, values, context);
    },
    changeLocale: async (newLocale) => {
      await catalogue.load(newLocale);
      locale = newLocale;
    },
    getLocale: () => locale,
    getLocales: () => PLATFORM_LANGUAGES,
  };
}
