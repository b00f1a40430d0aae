import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkLink, statusOfFailure, type LinkKind } from '../auth/authApi';

export type LinkState =
  { kind: 'checking' } | { kind: 'valid'; email: string } | { kind: 'expired' } | { kind: 'failed'; status: number };

/**
 * Checks a reset or invitation link once (spec 000 §4 "Workflow and reset-link checks"): 400 or 404 means
 * expired, 401 goes to /login, anything else is an unexpected failure with its status.
 */
export function useLinkCheck(kind: LinkKind, token: string | undefined): LinkState {
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  useEffect(() => {
    if (!token) return setState({ kind: 'expired' });
    let alive = true;
    checkLink(kind, token).then(
      ({ email }) => alive && setState({ kind: 'valid', email }),
      (error) => {
        if (!alive) return;
        const status = statusOfFailure(error) ?? 0;
        if (status === 401) navigate('/login', { replace: true });
        else setState(status === 400 || status === 404 ? { kind: 'expired' } : { kind: 'failed', status });
      },
    );
    return () => {
      alive = false;
    };
  }, [kind, token, navigate]);
  return state;
}
