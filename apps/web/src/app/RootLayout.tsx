import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { TokenLoginFailedPage, useTokenLoginStore } from '../features/auth/index.ts';
import { isMobileBuild, PortraitGate } from '../features/shortcuts/index.ts';

/**
 * The top route's element: lazily loaded screens show the loading spinner until they arrive; a
 * failed token login covers every screen until it is dismissed.
 */
export function RootLayout() {
  const tokenLoginFailure = useTokenLoginStore((state) => state.failure);
  const screen = tokenLoginFailure ? <TokenLoginFailedPage failure={tokenLoginFailure} /> : <Outlet />;

  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        {isMobileBuild() ? <PortraitGate>{screen}</PortraitGate> : screen}
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
