import type { RegionFormat } from '../../../src/console/format/useRegionFormat';

const MONEY_KEYS = new Set(['revenue', 'upTo', 'limit', 'deductible']);

/** What a factor was read from, in words: "revenue $3,500,000.00 · upTo $5,000,000.00", "sector 62". */
export function basisText(basis: Record<string, unknown>, format: RegionFormat): string {
  return Object.entries(basis)
    .flatMap(([key, value]) => {
      if (value === null || value === undefined) return [];
      if (typeof value === 'number')
        return [`${key} ${MONEY_KEYS.has(key) ? format.money(value) : format.number(value, 4)}`];
      if (Array.isArray(value))
        return value.length
          ? [
              value
                .map((item) =>
                  typeof item === 'object' && item !== null && 'key' in item && 'load' in item
                    ? `${String(item.key)} +${format.number(Number(item.load), 4)}`
                    : String(item),
                )
                .join(', '),
            ]
          : [];
      if (typeof value === 'object')
        return Object.entries(value as Record<string, unknown>).map(([name, inner]) => `${name} ${String(inner)}`);
      return [`${key} ${String(value)}`];
    })
    .join(' · ');
}
