import { createInstance, type i18n as I18next, type InitOptions } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import {
  localeFiles,
  type LazyNamespace,
  type Messages,
  LAZY_NAMESPACES,
  bundledEnglish,
  mergeMessages,
} from './localeFiles';
import { moneyFormat } from './moneyFormat';

/**
 * The console's i18n provider: react-admin's i18next provider (ra-i18n-i18next) over i18next, reading the locale
 * files under locales/ (nested keys, `{{name}}` placeholders, plural forms `key_one`, `key_few`, `key_other`…
 * chosen by i18next's rules for the locale from `count` or react-admin's `smart_count`). The server never
 * translates with it; forms' labels come composed from the server.
 *
 * Formats in placeholders, through Intl in the locale: `{{n, number}}`, `{{day, datetime}}`,
 * `{{amount, currency(EUR)}}`, and `{{amount, money}}`, an amount in the region's currency as MoneyField shows it.
 */
export { mergeMessages };

/** en-GB and en-AU hold only what differs (Brokerage for Agency, City/Town…); the rest falls back to en-US. */
const LOCALE_FALLBACKS = {
  'en-AU': ['en-GB', 'en-US'],
  'en-GB': ['en-US'],
  default: ['en-US'],
};

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

/** Every i18next instance made here, so that a namespace loaded later reaches each of them. */
const instances = new Set<I18next>();
/** The lazy namespaces asked for so far; an instance made later loads them too. */
const askedFor = new Set<LazyNamespace>();
const namespaceLoads = new Map<LazyNamespace, Promise<void>>();

/**
 * Fetches a lazy namespace's texts (every locale in use, a few hundred bytes each) into every provider, once;
 * the screens that use it await this beside their own code.
 */
export function loadTexts(namespace: LazyNamespace): Promise<void> {
  let loading = namespaceLoads.get(namespace);
  if (!loading) {
    askedFor.add(namespace);
    const load: Promise<void> & { status?: 'fulfilled'; value?: undefined } = Promise.all(
      [...instances].map((instance) => instance.loadNamespaces(namespace)),
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

function i18nextOptions(locale: string, texts: Record<string, Messages>): InitOptions {
  const english = mergeMessages(convertRaTranslationsToI18next(englishMessages) as Messages, bundledEnglish());
  const resources = {
    ...Object.fromEntries(Object.entries(texts).map(([code, messages]) => [code, { translation: messages }])),
    'en-US': { translation: english },
  };
  return {
    lng: locale,
    fallbackLng: LOCALE_FALLBACKS,
    // en-AU falls back to en-GB and en-US only, never to a bare `en`.
    load: 'currentOnly',
    // en-US's texts come with the code; the other locales and the lazy namespaces come from the backend.
    resources,
    partialBundledLanguages: true,
    ns: ['translation', ...askedFor],
    defaultNS: 'translation',
    // Every key is looked up in the lazy namespaces too, so a screen's `resources.{name}.x` is found in its file.
    fallbackNS: LAZY_NAMESPACES,
    // Keys are dotted paths; a text shown as written (a key that is a sentence) may hold a colon.
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  };
}

export async function createI18nProvider(initialLocale: string, options: I18nOptions = {}): Promise<I18nProvider> {
  const instance = createInstance().use(localeFiles);
  const provider = await getI18nProvider(
    instance,
    i18nextOptions(initialLocale, options.texts ?? {}),
    PLATFORM_LANGUAGES,
  );
  const currency = options.currency ?? 'USD';
  instance.services.formatter?.add('money', (value: number, lng: string | undefined, format: { currency?: string }) =>
    new Intl.NumberFormat(lng, moneyFormat(format.currency ?? currency)).format(value),
  );
  instances.add(instance);
  // A namespace asked for while this instance was starting.
  await instance.loadNamespaces([...askedFor]);
  return provider;
}
