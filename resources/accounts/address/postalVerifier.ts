/**
 * UK address verification (spec 001 §4 "Address verification (UK)", §7 `address/validate` whose answer carries
 * `errorFields` and `localizedErrorFieldNames`). The postal address service is not reachable from here, so the one
 * implementation is LOCAL: the postcode's format (the Royal Mail outward + inward pattern), its postcode area
 * looked up in a table of known areas with their post towns, and the town compared with it; the first address
 * line must carry a number or a building name. A real service plugs in behind `PostalVerifier`.
 */
export interface PostalAddress {
  address1: string;
  address2?: string;
  city: string;
  zipCode: string;
}
export interface PostalVerdict {
  errorFields: string[];
  checkedBy: string;
}
export interface PostalVerifier {
  verify(address: PostalAddress): Promise<PostalVerdict>;
}

export const UK_POSTCODE = /^([A-Z]{1,2})[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/** Postcode areas and their post towns (a slice of the real table; an area not listed cannot be verified). */
export const POSTCODE_AREAS: Readonly<Record<string, readonly string[]>> = {
  B: ['Birmingham'],
  BS: ['Bristol'],
  BT: ['Belfast'],
  CB: ['Cambridge'],
  CF: ['Cardiff'],
  EH: ['Edinburgh'],
  G: ['Glasgow'],
  L: ['Liverpool'],
  LS: ['Leeds'],
  M: ['Manchester', 'Salford'],
  NE: ['Newcastle upon Tyne', 'Newcastle'],
  NG: ['Nottingham'],
  OX: ['Oxford'],
  S: ['Sheffield'],
  YO: ['York'],
  BN: ['Brighton', 'Hove'],
  RG: ['Reading'],
  E: ['London'],
  EC: ['London'],
  N: ['London'],
  NW: ['London'],
  SE: ['London'],
  SW: ['London'],
  W: ['London'],
  WC: ['London'],
};

/** The names the console shows for the fields (`localizedErrorFieldNames`, en-GB). */
export const UK_FIELD_NAMES: Readonly<Record<string, string>> = {
  address1: 'Address Line 1',
  city: 'Town/City',
  zipCode: 'Postcode',
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const localPostalVerifier: PostalVerifier = {
  async verify({ address1, city, zipCode }) {
    const errorFields: string[] = [];
    if (!/[0-9]/.test(address1) && address1.trim().length < 4) errorFields.push('address1');
    const match = UK_POSTCODE.exec(zipCode.trim());
    const towns = match ? POSTCODE_AREAS[match[1].toUpperCase()] : undefined;
    if (!towns) errorFields.push('zipCode');
    if (!towns || !towns.some((town) => same(town, city))) errorFields.push('city');
    return { errorFields, checkedBy: 'local' };
  },
};
