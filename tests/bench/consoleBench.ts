/**
 * `npm run bench:console`: what the console makes a browser download and wait for, beside a minimal react-admin
 * app with one resource built and measured in the same run (budgets: BUDGET_BYTES and TIME_RATIO_BUDGET below).
 *
 * - JS bytes: the gzip size of every JavaScript file a page loads in Chromium (entry, modulepreloaded and
 *   on-demand chunks), for the login page and for the signed-in accounts list with its 25 rows painted.
 * - Cold load: navigation start to the first frame showing 25 filled rows, each run in a fresh browser context
 *   (empty cache), median of the runs.
 *
 * The project console is the build in CONSOLE_OUT_DIR when it holds one, otherwise a fresh build of this tree
 * into a temp folder; it is served by the real server (src/server/main.ts) on a fresh embedded database with
 * the demo data. Prints figures only; no assertion on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { DEMO_PASSWORD, launchBrowser } from '../e2e/support/browser';
import { startConsoleServer } from '../e2e/support/consoleServer';
import { buildMinimalAdminApp } from './console/minimalAdminApp';
import { median, measurePageLoad, type PageLoad } from './console/pageLoad';
import { startStaticAppServer } from './console/staticAppServer';

/** gzip bytes of JS per page: the signed-in list at most 340,000; the login page, which carries the shell, 370,000. */
const BUDGET_BYTES = { login: 370_000, list: 340_000 } as const;
/** The signed-in list's cold load against the minimal app's, in the same run. */
const TIME_RATIO_BUDGET = 1.5;
const ROWS = 25;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const projectRoot = process.cwd();

/** At least `ROWS` list rows with text in them (react-admin's loading placeholder rows are empty). */
const ROWS_PAINTED = `[...document.querySelectorAll('tbody tr.RaDatagrid-row')].filter((row) => row.textContent.trim() !== '').length >= ${ROWS}`;
const buttonNamed = (pattern: string) =>
  `[...document.querySelectorAll('button')].some((button) => /${pattern}/i.test(button.textContent))`;

async function projectBuild(): Promise<string> {
  const given = process.env.CONSOLE_OUT_DIR;
  if (given && fs.existsSync(path.join(given, 'index.html'))) {
    console.log(`project console: the build in ${given}`);
    return path.resolve(given);
  }
  const outDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-project-'));
  console.log(`project console: building this tree into ${outDir}`);
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

async function signedInTokens(url: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff@demo.test', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

interface Figures {
  login: PageLoad[];
  list: PageLoad[];
}

const kb = (bytes: number) => bytes.toLocaleString('en-US');
const summary = (loads: PageLoad[]) => ({
  bytes: median(loads.map((load) => load.jsGzipBytes)),
  files: median(loads.map((load) => load.jsFiles)),
  ms: median(loads.map((load) => load.readyMs)),
  min: Math.min(...loads.map((load) => load.readyMs)),
  max: Math.max(...loads.map((load) => load.readyMs)),
});

function printTable(project: Figures, minimal: Figures) {
  const rows: [string, ReturnType<typeof summary>, ReturnType<typeof summary>, number][] = [
    ['login page', summary(project.login), summary(minimal.login), BUDGET_BYTES.login],
    [`accounts list, ${ROWS} rows`, summary(project.list), summary(minimal.list), BUDGET_BYTES.list],
  ];
  const line = (cells: string[]) =>
    console.log(cells.map((cell, index) => (index === 0 ? cell.padEnd(34) : cell.padStart(22))).join(''));
  console.log(`\nbench:console — ${RUNS} cold loads each, fresh browser context per load, medians\n`);
  line(['', 'project', 'minimal react-admin', 'project / minimal']);
  for (const [name, ours, theirs] of rows) {
    line([
      `${name}: JS gzip bytes`,
      `${kb(ours.bytes)} (${ours.files} files)`,
      `${kb(theirs.bytes)} (${theirs.files} files)`,
      (ours.bytes / theirs.bytes).toFixed(2),
    ]);
    line([
      `${name}: ms to painted`,
      `${ours.ms.toFixed(0)} (${ours.min.toFixed(0)}–${ours.max.toFixed(0)})`,
      `${theirs.ms.toFixed(0)} (${theirs.min.toFixed(0)}–${theirs.max.toFixed(0)})`,
      (ours.ms / theirs.ms).toFixed(2),
    ]);
  }
  console.log('');
  for (const [name, ours, , budget] of rows) {
    const verdict = ours.bytes <= budget ? 'holds' : 'EXCEEDED';
    console.log(
      `budget ${kb(budget)} B gzip for the ${name}: ${verdict} (${kb(ours.bytes)} B, ${kb(budget - ours.bytes)} B to spare)`,
    );
  }
  const [, list, minimalList] = rows[1];
  const ratio = list.ms / minimalList.ms;
  console.log(
    `budget ${TIME_RATIO_BUDGET}× the minimal app's time for the accounts list: ${ratio <= TIME_RATIO_BUDGET ? 'holds' : 'EXCEEDED'} (${ratio.toFixed(2)}×)`,
  );
}

async function main() {
  const consoleDir = await projectBuild();
  console.log('minimal react-admin app: generating and building');
  const minimalApp = await buildMinimalAdminApp(projectRoot);
  const server = await startConsoleServer({ CONSOLE_DIR: consoleDir });
  const staticServer = await startStaticAppServer(minimalApp.outDir);
  const browser = await launchBrowser({ unwatched: true });
  const project: Figures = { login: [], list: [] };
  const minimal: Figures = { login: [], list: [] };
  try {
    const tokens = await signedInTokens(server.url);
    const session = {
      content: `sessionStorage.setItem('accessToken', ${JSON.stringify(tokens.accessToken)}); sessionStorage.setItem('refreshToken', ${JSON.stringify(tokens.refreshToken)});`,
    };
    const minimalSession = { content: `localStorage.setItem('user', 'bench');` };
    // One warm-up of each so that the servers' first-request costs are not counted as the browser's.
    await measurePageLoad(browser, { url: `${server.url}/admin/accounts`, initScript: session, ready: ROWS_PAINTED });
    await measurePageLoad(browser, {
      url: `${staticServer.url}/#/accounts`,
      initScript: minimalSession,
      ready: ROWS_PAINTED,
    });
    // Alternate the two apps run by run so that machine noise falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      project.login.push(
        await measurePageLoad(browser, { url: `${server.url}/login`, ready: buttonNamed('^\\s*continue\\s*$') }),
      );
      minimal.login.push(
        await measurePageLoad(browser, { url: `${staticServer.url}/#/login`, ready: buttonNamed('sign in') }),
      );
      project.list.push(
        await measurePageLoad(browser, {
          url: `${server.url}/admin/accounts`,
          initScript: session,
          ready: ROWS_PAINTED,
        }),
      );
      minimal.list.push(
        await measurePageLoad(browser, {
          url: `${staticServer.url}/#/accounts`,
          initScript: minimalSession,
          ready: ROWS_PAINTED,
        }),
      );
    }
    printTable(project, minimal);
  } finally {
    await browser.close();
    await staticServer.stop();
    await server.stop();
    minimalApp.cleanup();
    if (!process.env.CONSOLE_OUT_DIR) fs.rmSync(consoleDir, { recursive: true, force: true });
  }
}

await main();
