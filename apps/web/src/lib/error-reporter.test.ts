import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { reportError, setCentralizedLogging } from './error-reporter.ts';

const bodyOf = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCentralizedLogging(true);
  useAuthStore.getState().logout();
});

describe('reportError', () => {
  it("posts a SPEC §3 log record with the access token and SPEC §8's defaults", async () => {
    const fetchMock = vi.fn(
      async (_input: string, _init: RequestInit) => new Response('{"_id":"1"}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().login({ _id: 'u1', username: 'asha' } as never, 'tok');
    expect(await reportError({})).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/logs/log');
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ 'access-token': 'tok' });
    expect(bodyOf(fetchMock)).toMatchObject({
      client: 'web',
      user_id: 'u1',
      username: 'asha',
      problem: 'Unknown',
      criticality: 9,
      trace: '',
    });
  });

  it('sends the error message and stack, and nothing while centralized logging is off', async () => {
    const fetchMock = vi.fn(
      async (_input: string, _init: RequestInit) => new Response('{}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await reportError({ error: new Error('boom'), criticality: 1, page: '/library' });
    expect(bodyOf(fetchMock)).toMatchObject({ problem: 'boom', criticality: 1, page: '/library' });
    expect(bodyOf(fetchMock).trace).toContain('boom');
    setCentralizedLogging(false);
    expect(await reportError({ error: new Error('again') })).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('swallows a failure of the log host: the console hears of it, nothing throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await reportError({ problem: 'x' })).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      '[logging] the error report could not be sent',
      expect.any(TypeError),
    );
  });
});
