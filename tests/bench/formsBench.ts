/**
 * `npm run bench:forms`: keystroke-to-paint on a generated 300-question form, in Chromium against the
 * production build (CONSOLE_OUT_DIR or dist/console), in this project's renderer and in a plain RJSF form
 * with liveValidate on, the same schema in both (the staff schema preview renders either).
 *
 * Keystroke-to-paint = from the keydown event to the first animation frame after the input was handled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, signIn } from '../e2e/support/browser';
import { startConsoleServer } from '../e2e/support/consoleServer';

const FIELDS = 300;
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);

function generatedForm(): { schema: object; labels: Record<string, string> } {
  const properties: Record<string, object> = {};
  const labels: Record<string, string> = {};
  const allOf: object[] = [];
  for (let i = 0; i < FIELDS; i += 1) {
    const key = `q${i}`;
    labels[key] = `Question ${i}`;
    if (i % 10 === 0) properties[key] = { type: 'string', enum: ['YES', 'NO'] };
    else if (i % 5 === 0) properties[key] = { type: 'integer', minimum: 0, maximum: 1000 };
    else properties[key] = { type: 'string', maxLength: 50, pattern: '^[A-Za-z0-9 ]*$', errorMessage: 'Letters and digits only' };
    // Every tenth answer opens a follow-up question, as questionnaires do.
    if (i % 10 === 0) {
      allOf.push({ if: { properties: { [key]: { const: 'YES' } }, required: [key] }, then: { properties: { [`${key}Detail`]: { type: 'string' } }, required: [`${key}Detail`] } });
      labels[`${key}Detail`] = `Question ${i} detail`;
    }
  }
  return {
    schema: { $schema: 'http://json-schema.org/draft-07/schema#', $id: 'bench300', version: 1, type: 'object', properties, required: ['q1', 'q2', 'q3'], allOf },
    labels,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

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

  const server = await startConsoleServer({ FORMS_SCHEMA_DIR: path.join(copy, 'schemas'), FORMS_LOCALES_DIR: path.join(copy, 'locales') });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const results: Record<string, { median: number; p95: number }> = {};
    for (const renderer of ['project', 'plain']) {
      await page.goto(`${server.url}/admin/forms/preview?form=bench300&renderer=${renderer}`);
      const input = page.locator('#root_q151');
      await input.waitFor({ state: 'visible', timeout: 60_000 });
      await input.click();
      await page.evaluate(() => {
        const w = window as unknown as { __lat: number[]; __t0?: number };
        w.__lat = [];
        document.addEventListener('keydown', () => (w.__t0 = performance.now()), true);
        document.addEventListener('input', () => {
          const t0 = w.__t0 ?? performance.now();
          requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0));
        }, true);
      });
      for (let i = 0; i < KEYSTROKES; i += 1) {
        await page.keyboard.press(i % 2 ? 'b' : 'a');
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(500);
      const latencies = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
      results[renderer] = { median: median(latencies), p95: p95(latencies) };
      console.log(`${renderer === 'project' ? 'project renderer' : 'plain RJSF (liveValidate)'}: ${latencies.length} keystrokes, median ${median(latencies).toFixed(1)} ms, p95 ${p95(latencies).toFixed(1)} ms`);
    }
    console.log(`ratio plain / project (median): ${(results.plain.median / results.project.median).toFixed(2)}; (p95): ${(results.plain.p95 / results.project.p95).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

await main();
