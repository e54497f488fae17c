import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { jsonResponse, makeToken, makeUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ message: 'Not found' }, { status: 404 })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useAuthStore.getState().logout();
});

describe('route guards', () => {
  it('sends a visitor without a token to /login and remembers the path', async () => {
    const { router } = renderApp('/logout');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().redirectPath).toBeNull();
  });

  it('remembers the protected path the visitor asked for', async () => {
    const { router } = renderApp('/');
    await screen.findByLabelText('Username');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().redirectPath).toBe('/');
  });

  it('logs out a user whose token has expired', async () => {
    useAuthStore.getState().login(makeUser(), makeToken(-10));
    const { router } = renderApp('/');
    await screen.findByLabelText('Username');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: false, token: null, user: null });
  });

  it('lets a user with a valid token in', async () => {
    useAuthStore.getState().login(makeUser({ first_name: 'Ravi' }), makeToken());
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
  });

  it('sends a signed-in user away from /login to the remembered path', async () => {
    useAuthStore.getState().login(makeUser(), makeToken());
    useAuthStore.getState().setRedirectPath('/logout');
    const { router } = renderApp('/login');
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logout');
    expect(useAuthStore.getState().redirectPath).toBeNull();
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
