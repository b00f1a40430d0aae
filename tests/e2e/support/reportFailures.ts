import { beforeEach } from 'vitest';
import { describeOpenPages } from './pageDiagnostics';

// A failed Chromium test prints, with its error's first line, what its open pages did: their API calls and the
// notifications they showed. A test that then passes on CI's retry prints no error otherwise.
beforeEach((context) => {
  context.onTestFailed(async ({ task }) => {
    const error = task.result?.errors?.[0]?.message?.split('\n')[0] ?? '(no error message)';
    const report = await describeOpenPages();
    console.error(`[pages when "${task.name}" failed: ${error}]\n${report}`);
  });
});
