/** How a value shows in the history's diff table: empty as a dash, objects as JSON. */
export const showValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
