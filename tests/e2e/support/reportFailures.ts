import { afterEach, beforeEach } from 'vitest';
import { describeOpenPages } from './pageDiagnostics';
import { takeUnexpectedPageErrors } from './pageErrors';

beforeEach((context) => {
  // Errors of a file's set-up were printed when they happened; each test answers for its own.
  takeUnexpectedPageErrors();
  // A failed Chromium test prints, with its error's first line, what its open pages did: their API calls and the
  // notifications they showed. A test that then passes on CI's retry prints no error otherwise.
  context.onTestFailed(async ({ task }) => {
    const error = task.result?.errors?.[0]?.message?.split('\n')[0] ?? '(no error message)';
    const report = await describeOpenPages();
    console.error(`[pages when "${task.name}" failed: ${error}]\n${report}`);
  });
});

// A test whose pages threw or logged an error it did not expect (pageErrors.ts) fails, even if what it checked held.
afterEach(() => {
  const unexpected = takeUnexpectedPageErrors();
  if (unexpected.length)
    throw new Error(
      `the console logged ${unexpected.length} error(s) this test did not expect:\n${unexpected.join('\n\n')}`,
    );
});
