import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';

const creator = () =>
  makeUser({
    license: { termsAccepted: true, license_type: 'Creator', license_name: 'Creator', isManager: false },
  });

function portrait(isPortrait: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: isPortrait && query.includes('portrait'), media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('route guards', () => {
  it('sends a visitor without a token to /login and remembers the path', async () => {
    mockApi({});
    const { router } = renderApp('/setpass');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().redirectPath).toBe('/setpass');
  });

  it('never remembers /logout', async () => {
    mockApi({});
    const { router } = renderApp('/logout');
    await screen.findByLabelText('Username');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().redirectPath).toBeNull();
  });

  it('logs out a user whose token has expired', async () => {
    mockApi({});
    useAuthStore.getState().login(makeUser(), makeToken(-10));
    const { router } = renderApp('/');
    await screen.findByLabelText('Username');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: false, token: null, user: null });
  });

  it('lets a user with a valid token in, after the server confirms it once', async () => {
    const fresh = makeToken(7200);
    const fetchMock = mockApi({
      'POST auth/connect': jsonResponse(makeUser(), { headers: { 'access-token': fresh } }),
    });
    useAuthStore.getState().login(makeUser({ first_name: 'Ravi' }), makeToken());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
    expect(useAuthStore.getState().token).toBe(fresh);

    await router.navigate('/setpass');
    await screen.findByRole('heading', { name: 'Change password' });
    expect(callsTo(fetchMock, 'POST auth/connect')).toHaveLength(1);
  });

  it('ends a session the server has ended (signed out on another device)', async () => {
    mockApi({ 'POST auth/connect': jsonResponse({ message: 'Session expired' }, { status: 440 }) });
    useAuthStore.getState().login(makeUser(), makeToken());
    const { router } = renderApp('/setpass');
    await screen.findByLabelText('Username');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: false, redirectPath: '/setpass' });
  });

  it('keeps the session when the server cannot be reached', async () => {
    mockApi({ 'POST auth/connect': jsonResponse({ message: 'Bad gateway' }, { status: 502 }) });
    useAuthStore.getState().login(makeUser({ first_name: 'Ravi' }), makeToken());
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
  });

  it('sends a signed-in user away from /login to the remembered path', async () => {
    mockApi({});
    useAuthStore.getState().login(makeUser(), makeToken());
    useAuthStore.getState().setRedirectPath('/logout');
    const { router } = renderApp('/login');
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logout');
    expect(useAuthStore.getState().redirectPath).toBeNull();
  });

  it('sends a builder license to /builder when the team routes builders there (landscape)', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { builderRouting: true } })) });
    useAuthStore.getState().login(creator(), makeToken());
    useAuthStore.getState().setRedirectPath('/setpass');
    const { router } = renderApp('/demo/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder'));
    expect(useAuthStore.getState().redirectPath).toBeNull();
  });

  it('never sends a portrait device to the builder', async () => {
    portrait(true);
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { builderRouting: true } })) });
    useAuthStore.getState().login(creator(), makeToken());
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a learner home even when builder routing is on', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { builderRouting: true } })) });
    useAuthStore.getState().login(makeUser(), makeToken());
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps a creator on the remembered page when builder routing is off', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { builderRouting: false } })) });
    useAuthStore.getState().login(creator(), makeToken());
    useAuthStore.getState().setRedirectPath('/setpass');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setpass'));
  });

  it('sends a signed-in user on /putCode home', async () => {
    mockApi({});
    useAuthStore.getState().login(makeUser(), makeToken());
    useAuthStore.getState().setRedirectPath('/setpass');
    const { router } = renderApp('/putCode');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the not-found page for unknown paths', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
