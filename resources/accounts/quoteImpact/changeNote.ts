import type { QuoteRecord } from '../../../src/shared/generated/records';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';

/** The labels of the changed answers as the account-details form names them in the server's region. */
export function changedLabels(quotes: ResourceStore<QuoteRecord>, fields: readonly string[]): string[] {
  const { forms, region } = quotes.environment;
  const properties = (forms.compose('accountDetails', region).schema.properties ?? {}) as Record<
    string,
    { title?: string }
  >;
  return fields.map((field) => properties[field]?.title ?? field);
}

/** What an invalidated quote keeps as its reason (the wholesale review page's overlay lists it). */
export const changeNote = (quotes: ResourceStore<QuoteRecord>, fields: readonly string[]): string =>
  `Account details changed: ${changedLabels(quotes, fields).join(', ')}`;
