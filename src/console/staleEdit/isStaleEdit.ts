/** A save refused because the record changed since it was opened (the server answers 409). */
export const isStaleEdit = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
