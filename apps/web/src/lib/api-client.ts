import { API_PREFIX } from '@lp/shared/constants';
import { SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import { toApiClientError } from './api-error.ts';
import { useAuthStore } from './auth-store.ts';
import { handleSessionInvalid } from './session.ts';

export { ApiClientError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT';
/** JSON-serialisable data, or FormData for multipart endpoints. */
export type RequestBody = FormData | Record<string, unknown> | unknown[];

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Sends this token as `Authorization: Bearer` instead of the stored session (token login,
   * registration, the session check). Its 440 and fresh token are the caller's to handle.
   */
  token?: string;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** The `access-token` response header (sign-in and connect return a fresh token). */
  accessToken: string | null;
}

/** `auth/sign_in` or `/auth/sign_in` -> `/api/v3/auth/sign_in`. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}/${path.replace(/^\/+/, '')}`;
}

function buildHeaders(body: RequestBody | undefined, explicitToken: string | undefined): Headers {
  const { token, user } = useAuthStore.getState();
  const headers = new Headers({ Accept: 'application/json' });
  if (explicitToken) headers.set('Authorization', `Bearer ${explicitToken}`);
  else {
    if (token) headers.set('access-token', token);
    if (user?._id) headers.set('tracking-token', user._id);
  }
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson ? JSON.parse(text) : text;
}

/**
 * One call of the API. The answer is typed as `T`, not parsed again: the server writes it through the
 * route's response schema, the same shared zod schema (a response that breaks it is a 500 there), so
 * screens name the schema's output type (`z.output<typeof schema>`) and load no zod to read it. zod
 * runs in the browser on what the server did not write: forms, storage and messages from frames.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: RequestBody,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: buildHeaders(body, options.token),
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    signal: options.signal,
    credentials: 'same-origin',
  });

  if (!response.ok) {
    const error = toApiClientError(response.status, await response.text());
    if (response.status === SESSION_INVALID_STATUS && !options.token) handleSessionInvalid();
    throw error;
  }

  const accessToken = response.headers.get('access-token');
  const auth = useAuthStore.getState();
  if (accessToken && !options.token && auth.isUserLoggedIn && accessToken !== auth.token) {
    auth.setToken(accessToken);
  }

  return { data: (await readBody(response)) as T, status: response.status, accessToken };
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions): Promise<T> =>
    (await apiRequest<T>('GET', path, undefined, options)).data,
  post: async <T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> =>
    (await apiRequest<T>('POST', path, body, options)).data,
  put: async <T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> =>
    (await apiRequest<T>('PUT', path, body, options)).data,
};
