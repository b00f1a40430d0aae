/**
 * Labels of form questions live in the locale files, not in the schemas, so an analyst's wording differs by
 * locale (City/Town outside en-US) without a second schema. en-AU falls back to en-GB, then en-US.
 */
import type { FormLabelTrees } from './formDefinition';

export const FORM_LOCALE_FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  'en-US': ['en-US'],
  'en-GB': ['en-GB', 'en-US'],
  'en-AU': ['en-AU', 'en-GB', 'en-US'],
};

export const FORM_LOCALES = Object.keys(FORM_LOCALE_FALLBACKS);

function labelsOf(tree: unknown, form: string): Record<string, unknown> | undefined {
  const forms = (tree as { forms?: { labels?: Record<string, unknown> } } | undefined)?.forms?.labels;
  const labels = forms?.[form];
  return labels && typeof labels === 'object' ? (labels as Record<string, unknown>) : undefined;
}

/** The label of a question in a locale (dotted path, e.g. `mailingAddress.city`), or undefined. */
export function formLabel(trees: FormLabelTrees, locale: string, form: string, path: string): string | undefined {
  for (const candidate of FORM_LOCALE_FALLBACKS[locale] ?? [locale, 'en-US']) {
    const label = labelsOf(trees[candidate], form)?.[path];
    if (typeof label === 'string' && label.trim() !== '') return label;
  }
  return undefined;
}
