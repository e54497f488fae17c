import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { clearBrowserDataAndReload } from '../../lib/browser-data.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse, makeToken, makeUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';

vi.mock('../../lib/browser-data.ts', () => ({ clearBrowserDataAndReload: vi.fn(async () => {}) }));

const linkToken = makeToken();
const freshToken = makeToken(7200);

function connectAnswers(response: Response) {
  return mockApi({ 'POST auth/connect': response });
}
const connected = (first_name = 'Asha') =>
  jsonResponse(makeUser({ first_name }), { headers: { 'access-token': freshToken } });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('token login', () => {
  it('connects with the token as Bearer, stores the session and goes to the remembered path', async () => {
    const fetchMock = connectAnswers(connected());
    useAuthStore.getState().login(makeUser({ _id: 'old-user' }), makeToken());
    useAuthStore.getState().setRedirectPath('/setpass');
    const { router } = renderApp(`/login?token=${linkToken}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/setpass'));
    expect(router.state.location.search).toBe('');
    const [[, init]] = callsTo(fetchMock, 'POST auth/connect') as [[unknown, RequestInit]];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${linkToken}`);
    expect(headers.has('access-token')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isUserLoggedIn: true,
      token: freshToken,
      redirectPath: null,
    });
  });

  it('opens the page the link names, without the token', async () => {
    connectAnswers(connected());
    const { router } = renderApp(`/setpass?token=${linkToken}&tab=2`);
    await screen.findByRole('heading', { name: 'Change password' });
    expect(router.state.location.pathname).toBe('/setpass');
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('goes to the welcome screen with userStatus=new', async () => {
    connectAnswers(connected('Nila'));
    const { router } = renderApp(`/?token=${linkToken}&userStatus=new`);
    expect(await screen.findByRole('heading', { name: 'Welcome aboard, Nila!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/builder/registered');
  });

  it("shows the server's message, drops the stored token and offers Clear Cache and Retry", async () => {
    connectAnswers(
      jsonResponse({ message: 'Your session has expired. Please log in again.' }, { status: 440 }),
    );
    useAuthStore.getState().login(makeUser(), makeToken());
    const { router } = renderApp(`/login?token=${linkToken}`);

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: false, token: null });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache and Retry' }));
    expect(clearBrowserDataAndReload).toHaveBeenCalledOnce();
  });

  it('says "Invalid token" for a token that is not one, without asking the server', async () => {
    const fetchMock = connectAnswers(connected());
    renderApp('/login?token=not-a-token');
    expect(await screen.findByText('Invalid token')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST auth/connect')).toHaveLength(0);
  });

  it('says "Authentication failed" when the server cannot be reached, then goes on to log in', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { router } = renderApp(`/setpass?token=${linkToken}`);
    expect(await screen.findByText('Authentication failed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Go to log in' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().redirectPath).toBe('/setpass');
  });

  it('leaves the reset link alone: its token is not a session token', async () => {
    const fetchMock = connectAnswers(connected());
    renderApp(`/reset-password?token=${linkToken}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST auth/connect')).toHaveLength(0);
  });
});
