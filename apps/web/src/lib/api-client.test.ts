import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeToken, makeUser } from '../test/factories.ts';
import { ApiClientError, api, apiUrl } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { setNavigator } from './navigation.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  useAuthStore.getState().logout();
  window.history.replaceState(null, '', '/');
});

describe('api client', () => {
  it('prefixes paths with the API base', () => {
    expect(apiUrl('auth/sign_in')).toBe('/api/v3/auth/sign_in');
    expect(apiUrl('/teams/fetch/demo')).toBe('/api/v3/teams/fetch/demo');
  });

  it('sends the access and tracking tokens of the signed-in user', async () => {
    const token = makeToken();
    useAuthStore.getState().login(makeUser({ _id: 'u-42' }), token);
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await expect(api.get('courseLibrary')).resolves.toEqual({ ok: true });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v3/courseLibrary');
    expect(init.method).toBe('GET');
    expect(headers.get('access-token')).toBe(token);
    expect(headers.get('tracking-token')).toBe('u-42');
  });

  it('sends no token headers when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await api.get('teams/fetch/demo');
    expect(lastRequest().headers.has('access-token')).toBe(false);
    expect(lastRequest().headers.has('tracking-token')).toBe(false);
  });

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await api.put('analytics/u/c/d/learner', { currentState: { score: 1 } });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().init.body).toBe('{"currentState":{"score":1}}');

    const form = new FormData();
    form.append('username', 'asha');
    await api.post('auth/sign_in', form);
    expect(lastRequest().init.body).toBe(form);
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('turns the error body into an ApiClientError', async () => {
    const errors = [{ path: 'email', message: 'Malformed email address' }];
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid input', errors }, { status: 400 }));

    const error = await api.post('auth/register', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', errors });
  });

  it('falls back to the generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('tags/list')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it('keeps a fresh access-token header of a signed-in user', async () => {
    useAuthStore.getState().login(makeUser(), makeToken());
    const fresh = makeToken(7200);
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { 'access-token': fresh } }));
    await api.post('auth/connect');
    expect(useAuthStore.getState().token).toBe(fresh);
  });

  it('sends an explicit token as Bearer instead of the session, and leaves its 440 to the caller', async () => {
    const stored = makeToken();
    useAuthStore.getState().login(makeUser(), stored);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid token' }, { status: 440 }));

    await expect(api.post('auth/connect', undefined, { token: 'link-token' })).rejects.toMatchObject({
      status: 440,
    });

    const { headers } = lastRequest();
    expect(headers.get('Authorization')).toBe('Bearer link-token');
    expect(headers.has('access-token')).toBe(false);
    expect(headers.has('tracking-token')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: true, token: stored });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 440 logs out, remembers the path and goes to the login page', async () => {
    useAuthStore.getState().login(makeUser(), makeToken());
    window.history.replaceState(null, '', '/courses/7?tab=2');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Session expired' }, { status: 440 }));

    await expect(api.get('courses/7/show')).rejects.toMatchObject({ status: 440 });

    const state = useAuthStore.getState();
    expect(state).toMatchObject({ isUserLoggedIn: false, token: null, user: null });
    expect(state.redirectPath).toBe('/courses/7?tab=2');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on 440 does not remember /logout as the path to return to', async () => {
    useAuthStore.getState().login(makeUser(), makeToken());
    window.history.replaceState(null, '', '/logout');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Session expired' }, { status: 440 }));

    await expect(api.post('auth/signOut')).rejects.toBeInstanceOf(ApiClientError);

    expect(useAuthStore.getState().redirectPath).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on 440 on a login page stays there and remembers nothing', async () => {
    window.history.replaceState(null, '', '/acme/login');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Session expired' }, { status: 440 }));

    await expect(api.get('teams/fetch/acme')).rejects.toMatchObject({ status: 440 });

    expect(useAuthStore.getState().redirectPath).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
