import { Navigate, useLocation, useParams } from 'react-router';
import { gotoPath } from '../goto.ts';

/** /goto/{section}: sends the user to a named section (its query string kept), unknown names to home. */
export function GotoPage() {
  const { section } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${gotoPath(section)}${search}`} replace />;
}
