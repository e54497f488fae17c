import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorPage', () => {
  it('shows the SPEC texts and calls one handler per button', async () => {
    const actions = { onBack: vi.fn(), onReport: vi.fn(), onExit: vi.fn() };
    renderWithProviders(<ErrorPage {...actions} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Head back or let us know about the error on the helpdesk')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report on helpdesk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(actions.onBack).toHaveBeenCalledOnce();
    expect(actions.onReport).toHaveBeenCalledOnce();
    expect(actions.onExit).toHaveBeenCalledOnce();
  });

  describe('as the router errorElement', () => {
    function renderBrokenRoute() {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const router = createMemoryRouter(
        [
          { path: '/', element: <p>Home screen</p> },
          { path: '/app/helpdesk', element: <p>Helpdesk screen</p> },
          { path: '/broken', element: <Broken />, errorElement: <RouteErrorPage /> },
        ],
        { initialEntries: ['/', '/broken'], initialIndex: 1 },
      );
      renderWithProviders(<RouterProvider router={router} />);
    }

    it('Report on helpdesk opens /app/helpdesk', async () => {
      renderBrokenRoute();
      await userEvent.click(await screen.findByRole('button', { name: 'Report on helpdesk' }));
      expect(await screen.findByText('Helpdesk screen')).toBeTruthy();
    });

    it('Go back returns to the previous page', async () => {
      renderBrokenRoute();
      await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
      expect(await screen.findByText('Home screen')).toBeTruthy();
    });

    it('Exit goes to /', async () => {
      renderBrokenRoute();
      await userEvent.click(await screen.findByRole('button', { name: 'Exit' }));
      expect(await screen.findByText('Home screen')).toBeTruthy();
    });
  });

  it('is the fallback of the top-level error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report on helpdesk' })).toBeTruthy();
  });
});
