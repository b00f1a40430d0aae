import { useConsoleConfig } from '../config/consoleConfig';

/**
 * Outside production a tester can make the signed-in shell crash on purpose (session storage key below) to
 * see the crash screen; production ignores it.
 */
const CRASH_TEST_KEY = 'consoleCrashTest';

// Read once per page load and forgotten at once: every render of this load crashes (React retries a failed
// render), and the next load (Refresh Page) renders normally.
const requestedThisLoad = typeof sessionStorage !== 'undefined' && sessionStorage.getItem(CRASH_TEST_KEY) !== null;
if (requestedThisLoad) sessionStorage.removeItem(CRASH_TEST_KEY);

/** Throws while rendering when a non-production tester asked for it (see CRASH_TEST_KEY). */
export function CrashTestTrigger() {
  const { prod } = useConsoleConfig();
  if (!prod && requestedThisLoad) {
    throw new Error('Crash requested for testing: the console shell failed on purpose while rendering');
  }
  return null;
}
