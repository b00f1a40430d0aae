/**
 * Node flags the server runs with (`npm start`; the benchmarks and the Chromium tests start it the same way, and a
 * unit test keeps the start script in step with this list). Measured with `npm run bench:api -- --embedded`
 * (200,000 accounts, 50 clients, 10 s per case) for memory and with 20 clients on a small PostgreSQL database for
 * the server's CPU per request:
 *
 * --heap-growing-percent=25: V8 lets the old generation grow to several times its live size before it collects
 *   when memory looks plentiful (live heap ~40 MB, heap 170 MB under load); with the next limit at 1.25 × the live
 *   size it collects sooner. Not a hard limit: the heap still grows as far as the live data needs. CPU per
 *   request unchanged (1.06 ms against 0.90–1.07 without).
 * --max-semi-space-size=8: the young generation stops at 3 × 8 MB instead of 3 × 16 MB. At 2 MB it saved another
 *   ~30 MB but cost 40 % more CPU per request (1.30–1.48 ms); at 8 MB 1.00–1.08 ms.
 *
 * Embedded server's peak RSS under load: 357–383 MB with neither, 313–348 MB with the first alone, 293–327 MB with
 * both.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=25'];
