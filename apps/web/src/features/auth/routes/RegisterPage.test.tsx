import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const registerToken = makeToken();
const freshToken = makeToken(7200);
const creator = makeUser({
  _id: 'user-9',
  first_name: 'Asha',
  team: 'asha1',
  creatorLicense: true,
  license: { termsAccepted: true, license_type: 'Creator', license_name: 'Creator', isManager: false },
});

const available = (answer: boolean) => jsonResponse({ available: answer });
const submitButton = () => screen.getByRole('button', { name: 'Create account' });

async function fillForm({ name = 'Asha Devi Rao', username = 'asha1', email = 'asha@example.com' } = {}) {
  await userEvent.type(await screen.findByLabelText('Full name'), name);
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
}

function soloApi() {
  return mockApi({
    'GET users/check/asha1': available(true),
    'POST auth/register': jsonResponse(
      { _id: 'user-9' },
      { status: 201, headers: { 'access-token': registerToken } },
    ),
    'POST auth/connect': jsonResponse(creator, { headers: { 'access-token': freshToken } }),
    'GET teams/fetch/asha1': jsonResponse(makeBranding({ name: 'asha1' })),
    'POST users/user-9/team_enrollment': jsonResponse({ enrolled: 0 }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('RegisterPage', () => {
  it('checks availability once typing pauses, only past 3 characters', async () => {
    const fetchMock = mockApi({ 'GET users/check/asha1': available(false) });
    renderApp('/register');
    const username = await screen.findByLabelText('Username');

    await userEvent.type(username, 'ash');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(username, 'a1');
    expect(await screen.findByText('This username is invalid or unavailable.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v3/users/check/asha1']);
    expect(
      screen.getByText('Lowercase single word, no special characters, minimum 4 characters.'),
    ).toBeTruthy();
  });

  it('keeps submit disabled until every field is valid, with the SPEC messages', async () => {
    soloApi();
    renderApp('/register');
    await fillForm({ email: 'asha@example' });
    await userEvent.click(screen.getByLabelText('Full name'));
    expect(await screen.findByText('Malformed email address')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByLabelText('Email'), '.com');
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByLabelText('Full name'));
    expect(await screen.findByText('Password is invalid.')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('registers a solo creator: split name, no team, connect, enrolment, then the welcome screen', async () => {
    const fetchMock = soloApi();
    const { router } = renderApp('/register');
    await fillForm();
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Welcome aboard, Asha!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/builder/registered');
    expect(screen.getByText(/we created your own team, asha1/)).toBeTruthy();

    const [[, init]] = callsTo(fetchMock, 'POST auth/register') as [[unknown, RequestInit]];
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      username: 'asha1',
      password: 'Secret@123',
      email: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Devi Rao',
      creatorLicense: 'true',
      details: '{}',
    });
    const [[, connectInit]] = callsTo(fetchMock, 'POST auth/connect') as [[unknown, RequestInit]];
    expect(new Headers(connectInit.headers).get('Authorization')).toBe(`Bearer ${registerToken}`);
    expect(callsTo(fetchMock, 'POST users/user-9/team_enrollment')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: true, token: freshToken });
  });

  it("joins the route's team and skips enrolment when team courses are off", async () => {
    const learner = makeUser({ _id: 'user-9', team: 'acme' });
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', features: { teamCourses: false } })),
      'GET users/check/asha1': available(true),
      'POST auth/register': jsonResponse(
        { _id: 'user-9' },
        { status: 201, headers: { 'access-token': registerToken } },
      ),
      'POST auth/connect': jsonResponse(learner, { headers: { 'access-token': freshToken } }),
    });
    renderApp('/acme/register');
    await fillForm({ name: 'Asha' });
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(submitButton());

    expect(await screen.findByText('Your account is ready and you are signed in.')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST auth/register') as [[unknown, RequestInit]];
    const body = init.body as FormData;
    expect([body.get('team'), body.get('creatorLicense'), body.get('last_name')]).toEqual([
      'acme',
      'false',
      '',
    ]);
    expect(callsTo(fetchMock, 'POST users/user-9/team_enrollment')).toHaveLength(0);
  });

  it("shows the server's message when registration fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET users/check/asha1': available(true),
      'POST auth/register': jsonResponse({ message: 'This username is taken.' }, { status: 409 }),
    });
    const { router } = renderApp('/register');
    await fillForm();
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('This username is taken.');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the product pitch when the team has no welcome cards', async () => {
    mockApi({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Learn, play and grow' })).toBeTruthy();
  });

  it("shows the team's welcome cards in a carousel when it is on", async () => {
    const cards = [
      { image: '/one.png', header: 'Learn anywhere', content: 'On any device.' },
      { image: '/two.png', header: 'Win rewards', content: 'Points and badges.' },
    ];
    mockApi({
      'GET teams/fetch/acme': jsonResponse(
        makeBranding({ name: 'acme', cards, features: { welcomeCarousel: true } }),
      ),
    });
    renderApp('/acme/register');
    expect(await screen.findByRole('heading', { name: 'Learn anywhere' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Learn, play and grow' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByRole('heading', { name: 'Win rewards' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show card 1' }));
    expect(screen.getByRole('heading', { name: 'Learn anywhere' })).toBeTruthy();
  });

  it('says so when the team takes no registrations', async () => {
    mockApi({
      'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', features: { registration: false } })),
    });
    renderApp('/acme/register');
    expect(await screen.findByText('Registration is not open for this team.')).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});
