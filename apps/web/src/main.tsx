import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startTrackingOnSignIn } from './app/start-tracking-on-sign-in.ts';
import { AppErrorBoundary } from './components/AppErrorBoundary.tsx';
import { i18nReady } from './i18n/i18n.ts';
import { setNavigator } from './lib/navigation.ts';

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));
// Sessions, sign-ins and the pusher of the progress queue (SPEC §4 "Tracking"), kept in step with
// content, from the first sign-in on.
startTrackingOnSignIn();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// The first screen renders once its language's texts are here (the other namespaces load with their screens).
void i18nReady.then(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </AppProviders>
    </StrictMode>,
  ),
);
