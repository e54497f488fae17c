import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const guestsOn = jsonResponse(makeBranding({ name: 'acme', features: { guests: true } }));
const guestCreated = () =>
  jsonResponse(makeUser({ _id: 'guest-1', first_name: 'Ravi', isGuest: true }), {
    status: 201,
    headers: { 'access-token': makeToken() },
  });

function guestBody(fetchMock: ReturnType<typeof mockApi>) {
  const [[, init]] = callsTo(fetchMock, 'POST auth/guest') as [[unknown, RequestInit]];
  return JSON.parse(String(init.body)) as { name: string; team: string };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('GuestLoginPage', () => {
  it('creates a guest from a name of at least 3 characters and enrols it', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': guestsOn,
      'POST auth/guest': guestCreated(),
      'POST users/guest-1/team_enrollment': jsonResponse({ enrolled: 2 }),
    });
    const { router } = renderApp('/acme/guest/login');
    const name = await screen.findByLabelText('Your name');
    await userEvent.type(name, 'Ra');
    await userEvent.tab();
    expect(screen.getByText('Name must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);

    await userEvent.type(name, 'vi');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(guestBody(fetchMock)).toEqual({ name: 'Ravi', team: 'acme' });
    expect(callsTo(fetchMock, 'POST users/guest-1/team_enrollment')).toHaveLength(1);
  });

  it('with auto=true creates "Guest" and four digits at once', async () => {
    const fetchMock = mockApi({ 'GET teams/fetch/acme': guestsOn, 'POST auth/guest': guestCreated() });
    renderApp('/acme/guest/login?auto=true');
    await screen.findByRole('heading', { name: 'Welcome, Ravi' });
    expect(callsTo(fetchMock, 'POST auth/guest')).toHaveLength(1);
    expect(guestBody(fetchMock).name).toMatch(/^Guest\d{4}$/);
  });

  it("shows the server's message when the guest cannot be created", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET teams/fetch/acme': guestsOn,
      'POST auth/guest': jsonResponse({ message: 'Guest login is not available.' }, { status: 403 }),
    });
    renderApp('/acme/guest/login?auto=true');
    expect((await screen.findByRole('alert')).textContent).toContain('Guest login is not available.');
  });

  it('is unavailable when the team has guests off or there is no team', async () => {
    const fetchMock = mockApi({ 'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme' })) });
    renderApp('/acme/guest/login?auto=true');
    expect(await screen.findByText('Guest login is not available.')).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'POST auth/guest')).toHaveLength(0));
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/acme/login');
  });
});
