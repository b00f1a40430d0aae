/**
 * The server suites share their worker's modules (`--no-isolate` in `npm run test:server`): the server, its schemas and
 * their compiled validators load once per worker instead of once per file, which halved the suite on the 2-core
 * machine (615 → 296 s). What a file sets in process.env at its top (a feature flag, a directory, a short retry
 * delay) must not reach the next file of its worker, so every file starts from the environment the worker began
 * with. Vitest runs this file before each test file, isolated or not.
 */
const holder = globalThis as { serverSuiteEnvironment?: Record<string, string | undefined> };
const baseline = (holder.serverSuiteEnvironment ??= { ...process.env });

for (const key of Object.keys(process.env)) {
  if (!(key in baseline)) delete process.env[key];
}
Object.assign(process.env, baseline);
