import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { jsonResponse, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().logout();
});

async function submitCredentials(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('renders the product name and the username and password form', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Learning Platform' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the team's title and logo on /{team}/login", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ title: 'Acme Academy', logo: '/logo.png' }));
    renderApp('/acme/login');
    expect(await screen.findByRole('heading', { name: 'Acme Academy' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Academy' }).getAttribute('src')).toBe('/logo.png');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v3/teams/fetch/acme');
  });

  it("shows the server's message when sign-in fails with 401", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid username or password' }, { status: 401 }));
    const { router } = renderApp('/login');

    await submitCredentials('asha', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isUserLoggedIn).toBe(false);
  });

  it('posts multipart credentials, stores the session and goes home', async () => {
    const token = makeToken();
    fetchMock.mockResolvedValue(
      jsonResponse(makeUser({ first_name: 'Asha' }), { headers: { 'access-token': token } }),
    );
    const { router } = renderApp('/login');

    await submitCredentials('asha', 'Secret@123');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v3/auth/sign_in');
    const body = init?.body as FormData;
    expect([body.get('username'), body.get('password')]).toEqual(['asha', 'Secret@123']);
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: true, token, redirectPath: null });
  });
});
