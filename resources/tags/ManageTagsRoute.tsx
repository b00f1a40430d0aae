import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** /agency/manage/tags (spec 001 §2) is the tags list of the console. */
export function ManageTagsRoute() {
  const basename = useBasename();
  return <Navigate to={`${basename}/tags`} replace />;
}
