import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const LINK_TOKEN = 'x'.repeat(43);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('ConfirmEmailPage', () => {
  it('opens the account once, signs it in and shows the welcome screen', async () => {
    const token = makeToken();
    const fetchMock = mockApi({
      'POST auth/register/confirm': jsonResponse(
        makeUser({ _id: 'user-9', first_name: 'Ravi', team: 'acme' }),
        {
          headers: { 'access-token': token },
        },
      ),
      'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', features: { teamCourses: false } })),
    });
    const { router } = renderApp(`/confirm-email?token=${LINK_TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Welcome aboard, Ravi!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/builder/registered');
    const calls = callsTo(fetchMock, 'POST auth/register/confirm');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ token: LINK_TOKEN });
    // The link's token is not a session token: no token login was tried with it.
    expect(callsTo(fetchMock, 'POST auth/connect')).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: true, token });
  });

  it("shows the server's message for a spent link, and a link without a token", async () => {
    mockApi({
      'POST auth/register/confirm': jsonResponse(
        { message: 'This confirmation link is invalid or has expired.' },
        { status: 400 },
      ),
    });
    renderApp(`/confirm-email?token=${LINK_TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
  });
});
