/**
 * The account-details answers a quote stands on (spec 001 §4 "Account-details save in an account context"; which
 * ones the spec does not say, so decided here): what the rater prices (industry code and its split, revenue,
 * employees, state), what the wholesale review page asks the policyholder to verify (name, address), and the
 * answers underwriting reads as the risk (domains, franchise, personal information, international sales, change
 * in scope, year established). A change of any other answer (DBA, EIN, DUNS, phone, website, company type…)
 * leaves the account's quotes as they are.
 */
export const QUOTE_AFFECTING_FIELDS = [
  'name',
  'naicsCode',
  'sicCode',
  'primaryNaicsPercentage',
  'secondNaicsCode',
  'revenue',
  'nonUsRevenue',
  'noOfEmployeesAll',
  'yearEstablished',
  'address1',
  'city',
  'state',
  'zipCode',
  'domainName',
  'domains',
  'isFranchise',
  'collectingPersonalInformation',
  'numberOfPersonalRecords',
  'percentInternationalSales',
  'changeInScope',
] as const;

type Answers = Record<string, unknown>;

/** Blank, null and absent are one "no answer"; numbers and their text compare equal; lists by content. */
const comparable = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return JSON.stringify(value.map(comparable));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
};

/** The quote-affecting answers that differ between what the form showed and what is being saved, in form order. */
export function changedQuoteFields(before: Answers, after: Answers): string[] {
  return QUOTE_AFFECTING_FIELDS.filter((field) => comparable(before[field]) !== comparable(after[field]));
}
