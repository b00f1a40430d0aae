/** NAICS industry codes: the sector is the first two digits (2 to 6 digits in all). */
export const NAICS_CODE = /^[1-9][0-9]{1,5}$/;

/** The NAICS 2022 sectors (manufacturing, retail and transportation span several two-digit codes). */
export const NAICS_SECTORS = [
  '11',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '42',
  '44',
  '45',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '61',
  '62',
  '71',
  '72',
  '81',
  '92',
] as const;

/** The sector of a code, or undefined when the code is not a NAICS code of a known sector. */
export function naicsSector(code: unknown): string | undefined {
  const text = typeof code === 'number' ? String(code) : code;
  if (typeof text !== 'string' || !NAICS_CODE.test(text)) return undefined;
  const sector = text.slice(0, 2);
  return (NAICS_SECTORS as readonly string[]).includes(sector) ? sector : undefined;
}
