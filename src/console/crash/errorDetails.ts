/** What Copy Error Details puts on the clipboard: the error's message, trimmed to 60 characters (spec 000 §9). */
export const ERROR_DETAIL_LIMIT = 60;

export function errorDetails(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : (JSON.stringify(error) ?? String(error));
  return text.length > ERROR_DETAIL_LIMIT ? text.slice(0, ERROR_DETAIL_LIMIT) : text;
}
