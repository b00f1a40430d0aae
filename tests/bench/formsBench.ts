/**
 * `npm run bench:forms`: keystroke-to-paint on a generated 300-question form, in Chromium against the
 * production build (CONSOLE_OUT_DIR or dist/console), in this project's renderer and in a plain RJSF form
 * with liveValidate on, the same schema in both (the staff schema preview renders either).
 *
 * Keystroke-to-paint = from the keydown event to the first animation frame after the input was handled.
 * First render = from the moment the form's schema arrives (the fetch of /api/forms/v1/forms/bench300 resolves)
 * to the first frame after the first question is in the page; "complete" is the same up to the last question.
 * Each is the median of FIRST_RENDERS page loads per renderer, taken alternately. Keystrokes are typed in a fresh
 * browser context per renderer, once its form has rendered and the click's focus animations have ended (no
 * warm-up keystrokes).
 * BENCH_PROFILE=1 also records a CPU profile of the keystrokes and prints the functions with the most self time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, openSession, signIn } from '../e2e/support/browser';
import { startConsoleServer } from '../e2e/support/consoleServer';

const FIELDS = 300;
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);
/** Keystrokes left out of the informative second figure (the judged p95 counts every keystroke). */
const WARMING = 10;
const FIRST_RENDERS = Number(process.env.BENCH_FIRST_RENDERS ?? 5);
const PROFILE = process.env.BENCH_PROFILE === '1';
const RENDERERS = ['project', 'plain'] as const;
const NAMES = { project: 'project renderer', plain: 'plain RJSF (liveValidate)' } as const;

/**
 * Installed before the page's scripts: stamps when the schema arrives and when the first/last question paints.
 * Plain JavaScript text, since tsx would add helpers to a compiled function that the page does not have.
 */
const FIRST_RENDER_PROBE = `
  window.__render = {};
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await original(...args);
    if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('/api/forms/v1/forms/bench300')) window.__render.schema = performance.now();
    return response;
  };
  const painted = (key) => requestAnimationFrame(() => setTimeout(() => (window.__render[key] ??= performance.now()), 0));
  const seen = { first: false, last: false };
  const observer = new MutationObserver(() => {
    if (window.__render.schema === undefined) return;
    if (!seen.first && document.getElementById('root_q0')) { seen.first = true; painted('first'); }
    if (!seen.last && document.getElementById('root_q299')) { seen.last = true; painted('last'); }
    if (seen.first && seen.last) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

async function firstRender(page: Page, url: string): Promise<{ first: number; last: number }> {
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __render: { last?: number } }).__render.last !== undefined,
    null,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const r = (window as unknown as { __render: { schema: number; first: number; last: number } }).__render;
    return { first: r.first - r.schema, last: r.last - r.schema };
  });
}

const metrics = (list: { name: string; value: number }[]) =>
  Object.fromEntries(list.map((m) => [m.name, m.value])) as Record<string, number>;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/** The functions with the most self time in a CDP CPU profile, as "ms name (file:line:column)". */
function topSelfTime(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, count = 15): string[] {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFrame = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} (${url.split('/').pop() || 'native'}:${lineNumber + 1}:${columnNumber + 1})`;
    byFrame.set(key, (byFrame.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  return [...byFrame.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

function generatedForm(): { schema: object; labels: Record<string, string> } {
  const properties: Record<string, object> = {};
  const labels: Record<string, string> = {};
  const allOf: object[] = [];
  for (let i = 0; i < FIELDS; i += 1) {
    const key = `q${i}`;
    labels[key] = `Question ${i}`;
    if (i % 10 === 0) properties[key] = { type: 'string', enum: ['YES', 'NO'] };
    else if (i % 5 === 0) properties[key] = { type: 'integer', minimum: 0, maximum: 1000 };
    else
      properties[key] = {
        type: 'string',
        maxLength: 50,
        pattern: '^[A-Za-z0-9 ]*$',
        errorMessage: 'Letters and digits only',
      };
    // Every tenth answer opens a follow-up question, as questionnaires do.
    if (i % 10 === 0) {
      allOf.push({
        if: { properties: { [key]: { const: 'YES' } }, required: [key] },
        then: { properties: { [`${key}Detail`]: { type: 'string' } }, required: [`${key}Detail`] },
      });
      labels[`${key}Detail`] = `Question ${i} detail`;
    }
  }
  return {
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'bench300',
      version: 1,
      type: 'object',
      properties,
      required: ['q1', 'q2', 'q3'],
      allOf,
    },
    labels,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

async function main() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-bench-'));
  fs.cpSync('schemas/forms', path.join(copy, 'schemas'), { recursive: true });
  fs.cpSync('locales', path.join(copy, 'locales'), { recursive: true });
  const { schema, labels } = generatedForm();
  fs.mkdirSync(path.join(copy, 'schemas', 'bench300'));
  fs.writeFileSync(path.join(copy, 'schemas', 'bench300', 'v1.schema.json'), JSON.stringify(schema));
  const labelFile = path.join(copy, 'locales', 'en-US', 'forms.json');
  const tree = JSON.parse(fs.readFileSync(labelFile, 'utf8'));
  tree.forms.labels.bench300 = labels;
  fs.writeFileSync(labelFile, JSON.stringify(tree));

  const server = await startConsoleServer({
    FORMS_SCHEMA_DIR: path.join(copy, 'schemas'),
    FORMS_LOCALES_DIR: path.join(copy, 'locales'),
  });
  const browser = await launchBrowser({ unwatched: true });
  try {
    const page = await browser.newPage();
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );

    await page.addInitScript({ content: FIRST_RENDER_PROBE });
    const renders = {
      project: [] as { first: number; last: number }[],
      plain: [] as { first: number; last: number }[],
    };
    for (let i = 0; i < FIRST_RENDERS; i += 1) {
      for (const renderer of RENDERERS)
        renders[renderer].push(
          await firstRender(page, `${server.url}/admin/forms/preview?form=bench300&renderer=${renderer}`),
        );
    }
    const firstMedian = {
      project: median(renders.project.map((r) => r.first)),
      plain: median(renders.plain.map((r) => r.first)),
    };
    for (const renderer of RENDERERS) {
      console.log(
        `${NAMES[renderer]}: first render (first question painted) median ${firstMedian[renderer].toFixed(1)} ms, all 300 questions ${median(renders[renderer].map((r) => r.last)).toFixed(1)} ms (${FIRST_RENDERS} loads)`,
      );
    }
    console.log(`first render project / plain: ${(firstMedian.project / firstMedian.plain).toFixed(2)} (target ≤ 0.5)`);

    const results: Record<string, { median: number; p95: number }> = {};
    for (const renderer of RENDERERS) {
      // A fresh context (a new renderer process) per renderer: typing in the page that loaded the form ten times
      // measured the collection of those documents' garbage too, in clusters of slow keystrokes.
      const typing = await browser.newContext();
      const page = await typing.newPage();
      await openSession(page, server.url, 'staff@demo.test', {
        path: `/admin/forms/preview?form=bench300&renderer=${renderer}`,
      });
      const input = page.locator('#root_q151');
      await input.waitFor({ state: 'visible', timeout: 60_000 });
      await input.click();
      // The click's own focus animations (the field's underline and label, about 200 ms) run out before typing:
      // a keystroke typed during them measured the click's frames, 13-23 ms for the first three.
      await page.waitForFunction(() => document.getAnimations().length === 0, null, { timeout: 5_000 });
      await page.evaluate(() => {
        const w = window as unknown as { __lat: number[]; __t0?: number };
        w.__lat = [];
        document.addEventListener('keydown', () => (w.__t0 = performance.now()), true);
        document.addEventListener(
          'input',
          () => {
            const t0 = w.__t0 ?? performance.now();
            requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0));
          },
          true,
        );
      });
      const cdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await cdp.send('Performance.enable');
      }
      const before = cdp ? metrics((await cdp.send('Performance.getMetrics')).metrics) : undefined;
      for (let i = 0; i < KEYSTROKES; i += 1) {
        await page.keyboard.press(i % 2 ? 'b' : 'a');
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(500);
      if (cdp) {
        const after = metrics((await cdp.send('Performance.getMetrics')).metrics);
        const spent = (name: string) => (((after[name] ?? 0) - (before?.[name] ?? 0)) * 1000).toFixed(0);
        console.log(
          `${NAMES[renderer]}: main thread while typing (ms): tasks ${spent('TaskDuration')}, script ${spent('ScriptDuration')}, style ${spent('RecalcStyleDuration')}, layout ${spent('LayoutDuration')}`,
        );
        const { profile } = await cdp.send('Profiler.stop');
        console.log(`${NAMES[renderer]}: self time while typing\n${topSelfTime(profile as never).join('\n')}`);
        await cdp.detach();
      }
      const latencies = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
      results[renderer] = { median: median(latencies), p95: p95(latencies) };
      console.log(
        `${NAMES[renderer]}: ${latencies.length} keystrokes, median ${median(latencies).toFixed(1)} ms, p95 ${p95(latencies).toFixed(1)} ms`,
      );
      const slowest = latencies
        .map((ms, i) => ({ ms, i }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4);
      console.log(`  slowest keystrokes: ${slowest.map(({ ms, i }) => `#${i + 1} ${ms.toFixed(1)} ms`).join(', ')}`);
      // Not judged: how much of the p95 the first keystrokes in a fresh renderer process make (their code's first runs).
      console.log(
        `  without the first ${WARMING}: median ${median(latencies.slice(WARMING)).toFixed(1)} ms, p95 ${p95(latencies.slice(WARMING)).toFixed(1)} ms`,
      );
      await typing.close();
    }
    console.log(
      `ratio plain / project (median): ${(results.plain.median / results.project.median).toFixed(2)}; (p95): ${(results.plain.p95 / results.project.p95).toFixed(2)} (target ≥ 3, project p95 ≤ 16.7 ms)`,
    );
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

await main();
