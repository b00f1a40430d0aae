/**
 * What travels between the new-account form and the lookup page in the router's state (spec 001 §2: "state
 * carrying state, account name, city, zip, phone, street, team and region"; §4 search mode → selected mode).
 */
export interface AccountSearch {
  name?: string;
  address1?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  phone?: string;
  country?: string;
}

/** The company picked in the lookup (its cbid kept), or the typed values when none matched. */
export interface PickedCompany extends AccountSearch {
  cbid?: string;
}

export interface NewAccountState {
  /** Search mode: the values typed before searching (to search again or come back to). */
  search?: AccountSearch;
  /** Selected mode: the company the account is created for. */
  selected?: PickedCompany;
}

const SEARCH_FIELDS = ['name', 'address1', 'city', 'state', 'zipCode', 'phone', 'country'] as const;

/** The search fields of a form's values (blank ones left out). */
export function searchOf(values: Record<string, unknown>): AccountSearch {
  return Object.fromEntries(
    SEARCH_FIELDS.filter((field) => typeof values[field] === 'string' && values[field] !== '').map((field) => [
      field,
      values[field],
    ]),
  );
}

export const LOOKUP_ROUTE = '/manage/account/lookup';
