import { startTransition, useEffect, useState } from 'react';

/** About two screenfuls of questions: what a form paints on its first frame. */
export const FIRST_QUESTIONS = 24;

/**
 * How many of an object's `total` questions to render: all of them, except on a long form's first render,
 * which shows the first {@link FIRST_QUESTIONS} and renders the rest after that frame has painted, as an
 * interruptible transition (typing in the first questions is not held up by it). Once complete it stays so.
 */
export function useFirstQuestionsFirst(total: number): number {
  const [complete, setComplete] = useState(() => total <= FIRST_QUESTIONS);
  useEffect(() => {
    if (complete) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setComplete(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [complete]);
  return complete ? total : FIRST_QUESTIONS;
}
