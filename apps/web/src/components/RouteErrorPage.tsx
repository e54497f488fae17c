import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { ErrorPage, HELPDESK_PATH, logScreenError } from './ErrorPage.tsx';

/** The router's errorElement: a loader, action or render error in any route lands here. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => logScreenError(error), [error]);

  return (
    <ErrorPage
      onBack={() => void navigate(-1)}
      onReport={() => void navigate(HELPDESK_PATH)}
      onExit={() => void navigate('/')}
    />
  );
}
