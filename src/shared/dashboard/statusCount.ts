/** One status's count among the caller's visible rows, as the dashboard figures give them. */
export interface StatusCount {
  status: string;
  count: number;
}

/** A status as the tallies compare it: trimmed, upper case (older records are not always written alike). */
export const normalStatus = (status: string): string => status.trim().toUpperCase();
