import { useEffect, useEffectEvent, useState } from 'react';
import { completeSsoSignIn, isSsoReturn } from './msalSignIn';

// One completion per page load, shared by a remounted (or strict-mode doubled) effect: the answer spends once.
let completion: ReturnType<typeof completeSsoSignIn> | undefined;

/**
 * On the page load that brings the browser back from the identity provider, finishes the sign-in and calls
 * `onSignedIn` with the route state saved before leaving. Answers whether that is under way.
 */
export function useSsoReturn(onSignedIn: (returnState: unknown) => void, onFailed: () => void): boolean {
  const [returning, setReturning] = useState(isSsoReturn);
  const signedIn = useEffectEvent(onSignedIn);
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    if (!returning) return;
    let live = true;
    completion ??= completeSsoSignIn();
    completion.then(
      ({ returnState }) => live && signedIn(returnState),
      () => {
        if (!live) return;
        completion = undefined;
        setReturning(false);
        failed();
      },
    );
    return () => {
      live = false;
    };
  }, [returning]);
  return returning;
}
