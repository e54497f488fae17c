import type { TeamBranding } from '@lp/shared/teams';
import type { User } from '@lp/shared/users/index';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

interface OpenProfileOptions {
  user?: User;
  branding?: TeamBranding;
  /** More API answers, by `METHOD path`. */
  routes?: Parameters<typeof mockApi>[0];
}

/** Signs `user` in and opens `path`; users/{id}/update/self answers with the user as saved. */
export function openProfile(
  path: string,
  { user = makeUser(), branding = makeBranding(), routes }: OpenProfileOptions = {},
) {
  const fetchMock = mockApi({
    'GET teams/fetch/demo': jsonResponse(branding),
    [`POST users/${user._id}/update/self`]: (init) =>
      jsonResponse({ ...user, ...(JSON.parse(String(init?.body)) as Partial<User>) }),
    ...routes,
  });
  const token = makeToken();
  useAuthStore.getState().login(user, token);
  markSessionVerified(token);
  renderApp(path);
  return fetchMock;
}
