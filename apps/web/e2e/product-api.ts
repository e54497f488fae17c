import { inject } from 'vitest';
import type { Credential } from './demo-accounts.ts';

/** A signed-in user of the API: their session token and id. */
export interface ApiUser {
  token: string;
  userId: string;
}

const url = (path: string) => `${inject('baseUrl')}/api/v3/${path}`;

/** Signs in through auth/sign_in, as the app does. */
export async function apiSignIn(credential: Credential): Promise<ApiUser> {
  const response = await fetch(url('auth/sign_in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credential),
  });
  if (!response.ok) throw new Error(`sign in: ${response.status} ${await response.text()}`);
  return {
    token: response.headers.get('access-token') ?? '',
    userId: ((await response.json()) as { _id: string })._id,
  };
}

/** One call as a signed-in user; a failure throws with the server's answer. */
export async function apiCall<T = Record<string, unknown>>(
  user: ApiUser,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url(path), {
    method,
    headers: { 'access-token': user.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new learner of the demo team through auth/register (SPEC §7), with an address for mail. */
export async function registerDemoLearner(
  credential: Credential,
  name: { first: string; last: string },
): Promise<void> {
  const response = await fetch(url('auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...credential,
      email: `${credential.username}@example.com`,
      first_name: name.first,
      last_name: name.last,
      team: 'demo',
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
}
