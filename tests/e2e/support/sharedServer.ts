import { inject } from 'vitest';

/**
 * The shared console server of this file's worker (VITEST_POOL_ID is 1…workers). Files on one worker run one after
 * another, so a shared server still sees one file at a time.
 */
export function sharedConsoleUrl(): string {
  const urls = inject('consoleUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}
