/**
 * react-admin mounts everything under its i18n context afresh when the language changes (its I18nContextProvider
 * bumps a key). The parts of the shell whose state must outlive that (the open modal: the display settings, where
 * the language is chosen, closed themselves; the stored settings, which a reload could race with their own save)
 * remember their latest state here, and take it back when they mount in the language being changed to.
 */
const latest = new Map<string, unknown>();
let changingTo: string | undefined;

/** Keeps the latest state of a part of the shell, for a language change to hand back. */
export function rememberForLanguageChange(part: string, state: unknown): void {
  latest.set(part, state);
}

/** Called as the shell asks react-admin for another language. */
export function languageChangeStarts(locale: string): void {
  changingTo = locale;
}

/** The state a part had before the language change that mounts it afresh in `locale`; undefined on any other mount. */
export function stateBeforeLanguageChange<T>(part: string, locale: string): T | undefined {
  return changingTo === locale ? (latest.get(part) as T | undefined) : undefined;
}

/** Called once the shell has mounted in the new language. */
export function languageChangeDone(): void {
  changingTo = undefined;
}
