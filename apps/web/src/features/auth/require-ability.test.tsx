import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../components/RouteErrorPage.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { markSessionVerified } from '../../lib/session.ts';
import { makeToken, makeUser } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { requireAbility } from './guards.ts';

function renderStudio() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Login screen</p> },
      {
        path: '/studio',
        loader: requireAbility('builder.view'),
        element: <p>Builder studio</p>,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: ['/studio'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function signInAs(licenseType: 'Learner' | 'Creator') {
  const token = makeToken();
  const license = {
    termsAccepted: true,
    license_type: licenseType,
    license_name: licenseType,
    isManager: false,
  };
  useAuthStore.getState().login(makeUser({ license }), token);
  markSessionVerified(token);
}

describe('requireAbility', () => {
  it('shows the not-authorized page to a license without the ability', async () => {
    signInAs('Learner');
    renderStudio();
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to see this page' }),
    ).toBeTruthy();
  });

  it('lets a license with the ability in', async () => {
    signInAs('Creator');
    renderStudio();
    expect(await screen.findByText('Builder studio')).toBeTruthy();
  });

  it('sends a visitor without a session to the login page, remembering the path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderStudio();
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().redirectPath).toBe('/studio');
  });
});
