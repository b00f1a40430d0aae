/**
 * The locale files as the i18n provider reads them: locales/{locale}/{namespace}.json and locales/{locale}/resources/{resource}.json.
 * en-US, the fallback of every locale, is bundled, except the lazy namespaces (LazyNamespace below), which load
 * with the screens that use them; en-GB and en-AU (only what differs) load when a locale needs them, through the
 * readNamespace below. Not forms.json: the server composes a form's labels into the form it sends (formCatalogue), so
 * the console never looks them up.
 */
export type Messages = Record<string, unknown>;

const bundled = import.meta.glob<Messages>(
  ['../../../locales/en-US/**/*.json', '!**/forms.json', '!**/signin.json', '!**/screens/**'],
  { eager: true, import: 'default' },
);
const regional = import.meta.glob<Messages>(
  ['../../../locales/*/**/*.json', '!../../../locales/en-US/**', '!**/forms.json', '!**/signin.json', '!**/screens/**'],
  {
    import: 'default',
  },
);
const namespaceFiles = import.meta.glob<Messages>(
  ['../../../locales/*/signin.json', '../../../locales/*/screens/*.json'],
  { import: 'default' },
);

/**
 * Namespaces only some screens use, kept out of the pages that don't: `signin` (the public sign-in screens and the
 * sign-up invitation) and each `screens/{name}` file (the texts of one feature's screens and dialogs, e.g. the
 * quote actions bar, placed under `resources.{name}` like a resource's file). A component that reads one asks for
 * it with `use(loadTexts('screens/{name}'))` (it suspends until the file is there) or its loader with `withTexts`.
 * Keep in step with the globs above.
 */
export type LazyNamespace = 'signin' | `screens/${string}`;

const namespaceOf = (file: string): string => /locales\/[^/]+\/(.+)\.json$/.exec(file)?.[1] ?? file;

const isTree = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later trees win key by key, so a locale file can override one react-admin text without the rest. */
export function mergeMessages(...trees: Messages[]): Messages {
  const merged: Messages = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree))
      merged[key] = isTree(value) && isTree(merged[key]) ? mergeMessages(merged[key] as Messages, value) : value;
  }
  return merged;
}

/** Where a file's messages go in its namespace's tree: resources/{name}.json and screens/{name}.json under `resources.{name}`. */
function placed(file: string, messages: Messages): Messages {
  const perResource = /locales\/[^/]+\/(?:resources|screens)\/([^/]+)\.json$/.exec(file);
  if (perResource) return { resources: { [perResource[1]]: messages } };
  return /\/resources\.json$/.test(file) ? { resources: messages } : messages;
}

const inLocale = (file: string, locale: string): boolean => file.includes(`/locales/${locale}/`);

/** The app's en-US texts of the `translation` namespace, bundled. */
export const bundledEnglish = (): Messages =>
  mergeMessages(...Object.entries(bundled).map(([file, messages]) => placed(file, messages)));

/**
 * One namespace of one locale as fetched: a regional locale's `translation` (en-US's is bundled: `bundledEnglish`)
 * or any locale's lazy namespace; the files that make it, placed; none is an empty tree.
 */
export async function readNamespace(locale: string, namespace: string): Promise<Messages> {
  const files = namespace === 'translation' ? regional : namespaceFiles;
  const wanted = Object.entries(files).filter(
    ([file]) => inLocale(file, locale) && (namespace === 'translation' || namespaceOf(file) === namespace),
  );
  const read = await Promise.all(wanted.map(async ([file, load]) => placed(file, await load())));
  return mergeMessages(...read);
}
