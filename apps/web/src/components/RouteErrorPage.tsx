import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorPage, helpdeskReportPath, logScreenError } from './ErrorPage.tsx';
import { NotAuthorizedPage } from './NotAuthorizedPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const FORBIDDEN = 403;
const NOT_FOUND = 404;

/**
 * The router's errorElement: a loader, action or render error in any route lands here. A 403 from
 * a guard (requireAbility) shows the not-authorized page and a 404 the not-found page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const expected = status === FORBIDDEN || status === NOT_FOUND;

  useEffect(() => {
    if (!expected) logScreenError(error);
  }, [error, expected]);

  if (status === FORBIDDEN) return <NotAuthorizedPage />;
  if (status === NOT_FOUND) return <NotFoundPage />;
  return (
    <ErrorPage
      onBack={() => void navigate(-1)}
      onReport={() => void navigate(helpdeskReportPath(pathname, error))}
      onExit={() => void navigate('/')}
    />
  );
}
