/**
 * `npm start`'s server: `main.ts` in a child Node process started with the V8 flags of the database it will
 * open (`serverNodeFlags`). Node takes heap flags only on its command line, and which flags pay depends on the
 * database, which only the environment tells. The launcher passes on SIGINT and SIGTERM and exits as the
 * server does.
 *
 *   node --import tsx src/server/start.ts [script]   (script: main.ts unless given; the tests give a fixture)
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './nodeFlags';

const script = process.argv[2] ?? fileURLToPath(new URL('./main.ts', import.meta.url));
const server = spawn(process.execPath, [...serverNodeFlags(process.env), '--import', 'tsx', script], { stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
