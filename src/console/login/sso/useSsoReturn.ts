import { useEffect, useState } from 'react';
import { completeSsoSignIn, isSsoReturn } from './msalSignIn';

// One completion per page load, shared by a remounted (or strict-mode doubled) effect: the answer spends once.
let completion: ReturnType<typeof completeSsoSignIn> | undefined;

/**
 * On the page load that brings the browser back from the identity provider, finishes the sign-in and calls
 * `onSignedIn` with the route state saved before leaving. Answers whether that is under way.
 */
export function useSsoReturn(onSignedIn: (returnState: unknown) => void, onFailed: () => void): boolean {
  const [returning, setReturning] = useState(isSsoReturn);
  useEffect(() => {
    if (!returning) return;
    let live = true;
    completion ??= completeSsoSignIn();
    completion.then(
      ({ returnState }) => live && onSignedIn(returnState),
      () => {
        if (!live) return;
        completion = undefined;
        setReturning(false);
        onFailed();
      },
    );
    return () => {
      live = false;
    };
    // Runs for the page load only; the callbacks of that render are the ones that apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning]);
  return returning;
}
