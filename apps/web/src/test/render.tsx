import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders `ui` inside the real providers (Mantine in test mode, a fresh query cache). */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
}

/** Renders the app's real routes in memory, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
