import { useEffect, useRef, useState } from 'react';
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import type { Calculation } from './requestQuoteMethods';

export type Calculate = (body: CalculatorRequest, signal: AbortSignal) => Promise<Calculation>;

export interface LatestCalculation {
  /** The answer to the newest request answered so far; kept while a newer one runs, dropped on a refusal. */
  calculation?: Calculation;
  /** Why the newest request was refused. */
  error?: unknown;
  /** A change is waiting for its debounce or its answer: what is shown is not the current state's price. */
  pending: boolean;
}

/** Milliseconds a change waits for the next one before the calculator is asked (spec 002 §4 "debounced"). */
export const CALCULATION_DEBOUNCE_MS = 400;

/**
 * Prices the request through the server's calculator: each change waits `delayMs` for the next; a request
 * overtaken by a newer one is cancelled, and whatever it answers is dropped, so the latest answer wins.
 */
export function useLatestCalculation(
  body: CalculatorRequest,
  calculate: Calculate,
  delayMs = CALCULATION_DEBOUNCE_MS,
): LatestCalculation {
  const [state, setState] = useState<LatestCalculation>({ pending: true });
  const latest = useRef(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const ticket = ++latest.current;
    const controller = new AbortController();
    setState((previous) => (previous.pending ? previous : { ...previous, pending: true }));
    const timer = setTimeout(() => {
      calculate(JSON.parse(key) as CalculatorRequest, controller.signal).then(
        (calculation) => {
          if (ticket === latest.current) setState({ calculation, pending: false });
        },
        (error: unknown) => {
          if (ticket === latest.current) setState({ error, pending: false });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, calculate, delayMs]);

  return state;
}
