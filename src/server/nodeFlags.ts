/**
 * Node flags the server runs with (`npm start`; the benchmarks and the Chromium tests start it the same way, and a
 * unit test keeps the start script in step with this list). Both trade a little CPU for a bounded heap; measured
 * with `npm run bench:api -- --embedded` (200,000 accounts, 50 clients, 10 s per case):
 *
 * --max-semi-space-size=2: V8's young generation grows to 3 × 16 MB under allocation pressure and gives little of it
 *   back; capped at 2 MB per semi-space, short-lived request garbage is still collected by the cheap scavenger,
 *   only more often.
 * --heap-growing-percent=25: V8 lets the old generation grow to several times its live size before it collects
 *   when memory looks plentiful (live heap ~40 MB, heap 170 MB under load); with the next limit at 1.25 × the live
 *   size it collects sooner. Not a hard limit: the heap still grows as far as the live data needs.
 *
 * Embedded server's peak RSS under load: 357–383 MB with neither, 313–381 MB with the first, 279–285 MB with both.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=25'];
