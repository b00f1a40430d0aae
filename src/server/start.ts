/**
 * `npm start`'s server: `main` in a child Node process started with the V8 flags of the database it will
 * open (`serverNodeFlags`). Node takes heap flags only on its command line, and which flags pay depends on the
 * database, which only the environment tells. The launcher passes on SIGINT and SIGTERM and exits as the
 * server does. With an OTLP endpoint configured it also preloads `tracing` (OpenTelemetry, see tracing.ts).
 *
 *   node dist/server/start.mjs             (`npm start`: the build's launcher starts the build's main.mjs)
 *   node --import tsx src/server/start.ts [script]   (main.ts unless given; the tests give a fixture)
 *
 * A TypeScript script is started under tsx's loader, a built one as it is.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverNodeFlags } from './nodeFlags';
import { tracingWanted } from './observability/tracingSwitch';

const own = fileURLToPath(import.meta.url);
const script = process.argv[2] ?? path.join(path.dirname(own), `main${path.extname(own)}`);
const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
// OpenTelemetry's instrumentations, in place before the server's modules load; only when an OTLP endpoint is set.
const tracing = tracingWanted(process.env)
  ? ['--import', pathToFileURL(path.join(path.dirname(own), `tracing${path.extname(own)}`)).href]
  : [];
const server = spawn(process.execPath, [...serverNodeFlags(process.env), ...loader, ...tracing, script], {
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
