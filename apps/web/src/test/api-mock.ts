import { API_PREFIX } from '@lp/shared/constants';
import { vi } from 'vitest';
import { jsonResponse } from './factories.ts';

type Handler = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * Stubs fetch with one handler per `METHOD path` (path without /api/v3/, e.g. `POST auth/sign_in`).
 * A Response handler may answer many calls; anything unlisted gets a 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).slice(API_PREFIX.length + 1);
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!handler) return jsonResponse({ message: 'Not found' }, { status: 404 });
    return typeof handler === 'function' ? handler(init) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD path`, as [url, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string) {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === `${API_PREFIX}/${path}` && (init?.method ?? 'GET') === method,
  );
}
