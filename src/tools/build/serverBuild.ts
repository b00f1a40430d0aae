/**
 * The server as `npm start` runs it: `src/server/start.ts` and `main.ts` bundled by esbuild into `dist/server/`,
 * the project's own modules in one file each, packages left to Node. Started from the bundle, the server reads no
 * TypeScript at start: under tsx's loader a start on a seeded PostgreSQL database took 3.4–4.5 s and 5.0–6.0
 * CPU-seconds on the 2-core machine, from the bundle 1.7–1.8 s and 2.2–2.4 CPU-seconds (docs/operations/running.md "The server build").
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where `npm run build` writes the server; `start.mjs` is the launcher, `main.mjs` the server, `tracing.mjs`
 * OpenTelemetry's preload. */
export const SERVER_OUT_DIR = 'dist/server';

const SERVER_SOURCE = path.resolve(import.meta.dirname, '../../server');

/**
 * Bundles the server into `outDir`. It must lie inside the project: the bundle imports its packages by name, and
 * Node finds them in the node_modules above it. `serverSource` is another checkout's `src/server` for a benchmark
 * that compares two commits (`bench:api:compare`); `outDir` then lies inside that checkout.
 */
export async function buildServer(outDir = SERVER_OUT_DIR, serverSource = SERVER_SOURCE): Promise<void> {
  await build({
    entryPoints: {
      start: path.join(serverSource, 'start.ts'),
      main: path.join(serverSource, 'main.ts'),
      // Absent from a checkout older than tracing (`bench:api:compare`).
      ...(fs.existsSync(path.join(serverSource, 'tracing.ts'))
        ? { tracing: path.join(serverSource, 'tracing.ts') }
        : {}),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules, loaded by Node as they are (native addons, WASM, their own files).
    packages: 'external',
    // A module's own name in stack traces; a map for a debugger or `node --enable-source-maps`.
    keepNames: true,
    sourcemap: 'linked',
    // TypeScript before TSX: esbuild's lookup otherwise takes `stateList` for the `StateList.tsx` beside `stateList.ts`.
    resolveExtensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    logLevel: 'warning',
  });
}
