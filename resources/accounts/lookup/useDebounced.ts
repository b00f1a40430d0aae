import { useEffect, useState } from 'react';

/** Spec 001 §9: the account name lookup waits 200 ms after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 200;

/** `value`, once it has stayed unchanged for `delay` ms. */
export function useDebounced<T>(value: T, delay = LOOKUP_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
