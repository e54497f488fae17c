import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

async function submitCredentials(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const signedIn = (user = makeUser(), token = makeToken()) =>
  jsonResponse(user, { headers: { 'access-token': token } });

describe('LoginPage', () => {
  it('renders the product name and the username and password form', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Learning Platform' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the team's title and logo on /{team}/login and stores the team", async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(
        makeBranding({ name: 'acme', title: 'Acme Academy', logo: '/logo.png' }),
      ),
    });
    renderApp('/acme/login');
    expect(await screen.findByRole('heading', { name: 'Acme Academy' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Academy' }).getAttribute('src')).toBe('/logo.png');
    expect(callsTo(fetchMock, 'GET teams/fetch/acme').length).toBeGreaterThan(0);
  });

  it("shows the server's message when sign-in fails with 401", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST auth/sign_in': jsonResponse({ message: 'Incorrect username or password.' }, { status: 401 }),
    });
    const { router } = renderApp('/login');

    await submitCredentials('asha', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect username or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isUserLoggedIn).toBe(false);
  });

  it('posts multipart credentials, stores the session and goes home', async () => {
    const token = makeToken();
    const fetchMock = mockApi({ 'POST auth/sign_in': signedIn(makeUser({ first_name: 'Asha' }), token) });
    const { router } = renderApp('/login');

    await submitCredentials('asha', 'Secret@123');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [[, init]] = callsTo(fetchMock, 'POST auth/sign_in') as [[unknown, RequestInit]];
    const body = init.body as FormData;
    expect([body.get('username'), body.get('password')]).toEqual(['asha', 'Secret@123']);
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: true, token, redirectPath: null });
  });

  it('without a team offers registration only (the SPEC §9 defaults)', async () => {
    mockApi({});
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue as a guest' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Have a lesson code?' })).toBeNull();
  });

  it("links to the team's register, guest and lesson-code screens and to /forgot when mail is on", async () => {
    const features = { mail: true, guests: true, codeLogin: true, usernamePasswordLogin: false };
    mockApi({ 'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', features })) });
    renderApp('/acme/login');

    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href('Create an account')).toBe('/acme/register');
    expect(await href('Continue as a guest')).toBe('/acme/guest/login');
    expect(await href('Forgot password?')).toBe('/forgot');
    expect(await href('Have a lesson code?')).toBe('/putCode');
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('requires the terms checkbox when terms acceptance is on, then records the acceptance', async () => {
    const user = makeUser({ license: { ...makeUser().license, termsAccepted: false } });
    const accepted = { ...user, license: { ...user.license, termsAccepted: true } };
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(
        makeBranding({ name: 'acme', features: { termsAcceptance: true } }),
      ),
      'POST auth/sign_in': signedIn(user),
      'POST users/user-1/update/acceptterms': jsonResponse(accepted),
    });
    renderApp('/acme/login');

    await userEvent.type(await screen.findByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    await userEvent.click(submit);

    await waitFor(() => expect(callsTo(fetchMock, 'POST users/user-1/update/acceptterms')).toHaveLength(1));
    await waitFor(() => expect(useAuthStore.getState().user?.license.termsAccepted).toBe(true));
  });

  it('offers one button per single sign-on or social provider the server lists', async () => {
    mockApi({
      'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', features: { ssoLogin: true } })),
      'GET auth/oidc/acme/providers': jsonResponse([{ id: 'okta', name: 'Okta', kind: 'sso' }]),
    });
    useAuthStore.getState().setRedirectPath('/courses/7');
    renderApp('/acme/login');

    const okta = await screen.findByRole('link', { name: 'Continue with Okta' });
    expect(okta.getAttribute('href')).toBe('/api/v3/auth/oidc/acme/okta/start?redirect=%2Fcourses%2F7');
  });

  it('shows the message single sign-on sent back in ?error=', async () => {
    mockApi({});
    renderApp('/login?error=Your%20company%20account%20is%20disabled');
    expect((await screen.findByRole('alert')).textContent).toContain('Your company account is disabled');
  });
});
