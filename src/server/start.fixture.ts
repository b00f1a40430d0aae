/** Stands in for main.ts in start.test.ts: prints the flags it was started with, then exits 7 on SIGTERM. */
process.on('SIGTERM', () => process.exit(7));
setInterval(() => undefined, 1_000);
process.stdout.write(`${JSON.stringify(process.execArgv)}\n`);
