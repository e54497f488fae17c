import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';

/** The top route's element: lazily loaded screens show the loading spinner until they arrive. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
