import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children just after the page's own content: the first render of the shell leaves them out, and a
 * render React may interrupt adds them right after, so that a list's rows arriving meanwhile are painted first.
 * For the shell's navigation and tools, which are worth as much render time as the page itself on a cold load;
 * not for anything that would push the content when it appears.
 */
export function AfterContent({ children }: { children: ReactNode }) {
  const contentShown = useDeferredValue(true, false);
  return contentShown ? children : null;
}
