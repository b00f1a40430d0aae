import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { dashboardPath, personaBasePath } from '../../shared/accountTypes';
import { hasSession } from '../auth/session';
import { decodeAccessClaims } from '../auth/tokenStore';

/**
 * Guards /{persona}/…: without a session the user goes to /login, which brings them back here afterwards
 * (spec 000 §2.1); a user in another persona's area goes to their own dashboard.
 */
export function PersonaGate({ children }: { children: (basePath: string) => ReactNode }) {
  const location = useLocation();
  const { persona } = useParams();
  const claims = decodeAccessClaims();
  if (!hasSession() || !claims) {
    return <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  }
  const base = personaBasePath(claims.accType);
  if (!base || base !== `/${persona}`) return <Navigate to={dashboardPath(claims.accType)} replace />;
  return <>{children(base)}</>;
}
