/** A company name as a file name part: "Alpine Dental Group, LLC" → "alpine-dental-group-llc" (ASCII, never empty). */
export function companySlug(name: unknown): string {
  const slug = String(name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'company';
}
