import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { redirectSignedInLoader, requireSessionLoader } from '../features/auth/guards.ts';
import { RootLayout } from './RootLayout.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

const LoginPage = lazy(() =>
  import('../features/auth/routes/LoginPage.tsx').then((module) => ({ default: module.LoginPage })),
);
const LogoutPage = lazy(() =>
  import('../features/auth/routes/LogoutPage.tsx').then((module) => ({ default: module.LogoutPage })),
);
const HomePage = lazy(() =>
  import('../features/home/routes/HomePage.tsx').then((module) => ({ default: module.HomePage })),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        // Public only (SPEC §2): a signed-in visitor is sent on.
        loader: redirectSignedInLoader,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: ':team/login', element: <LoginPage /> },
        ],
      },
      {
        // Needs a valid, unexpired token; checked again on every navigation (SPEC §4).
        loader: requireSessionLoader,
        shouldRevalidate: () => true,
        element: <AppLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'logout', element: <LogoutPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
