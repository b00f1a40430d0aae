/**
 * Node flags the server runs with (`npm start`; the benchmarks start it the same way, and a unit test keeps the
 * start script in step with this list).
 *
 * --max-semi-space-size=2: V8's young generation grows to 3 × 16 MB under allocation pressure and gives little of it
 * back; capped at 2 MB per semi-space, the embedded server (PGlite in the same process) measured 245–285 MB after
 * start and 270–358 MB under 50 clients, against 334–357 and 357–383 MB without it (bench:api --embedded, 200,000
 * accounts). Short-lived request garbage is still collected by the cheap scavenger, only more often.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
