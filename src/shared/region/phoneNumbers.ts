/**
 * Phones per region through libphonenumber-js (spec 001 §5, spec 000 §5). UK and AU numbers are stored in
 * international form (+44…, +61…: the trunk 0 dropped, the country code prefixed) and shown in the national
 * form; US numbers are stored as typed and shown (xxx) xxx-xxxx when they have exactly 10 digits.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';
import type { Region } from './regions';

const COUNTRY: Record<Region, CountryCode> = { US: 'US', UK: 'GB', AU: 'AU' };

function parse(text: string, region: Region): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(text, COUNTRY[region]);
  return number?.isPossible() ? number : undefined;
}

/** The form a phone is stored in: "020 7946 0018" (UK) → "+442079460018"; unreadable text is kept as typed. */
export function normalisePhone(text: string, region: Region): string {
  const trimmed = text.trim();
  if (region === 'US') return trimmed;
  const number = parse(trimmed, region);
  if (!number) return trimmed;
  return number.ext ? `${number.number} ext. ${number.ext}` : number.number;
}

/** Normalises the named phone fields of a record that are present as strings; the rest is untouched. */
export function normalisePhoneFields<T extends Record<string, unknown>>(
  record: T,
  fields: readonly string[],
  region: Region,
): T {
  const out: Record<string, unknown> = { ...record };
  for (const field of fields)
    if (typeof out[field] === 'string') out[field] = normalisePhone(out[field] as string, region);
  return out as T;
}

/** A phone as the console shows it in `region`: "+442079460018" → "020 7946 0018", "+61412345678" → "0412 345 678". */
export function formatPhone(phone: string | null | undefined, region: Region = 'US'): string {
  if (!phone) return '';
  if (region === 'US') {
    // Only exactly 10 digits read (xxx) xxx-xxxx (spec 000 §5); anything else is shown as typed.
    return phone.replace(/\D/g, '').length === 10 ? (parse(phone, 'US')?.formatNational() ?? phone) : phone;
  }
  return parse(phone, region)?.formatNational() ?? phone;
}
