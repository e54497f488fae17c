import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no type declarations; this file is the only place that touches it.
// @ts-expect-error untyped package
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  preferred_username: string;
}

export const TEST_CLIENT = { id: 'lp-test', secret: 'lp-test-secret-0123456789' };

/** A real OpenID provider (oidc-provider) on a loopback port with one confidential client. */
export async function startTestOidcProvider(options: { redirectUri: string; accounts: TestAccount[] }) {
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    async findAccount(_ctx: unknown, id: string) {
      const account = options.accounts.find((a) => a.sub === id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
  });
  http.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

/**
 * Plays the browser on the provider's own login and consent pages: follows redirects with a
 * cookie jar, signs in as `accountId`, grants consent, and returns the URL that points back at us.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, callbackPrefix: string) {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    remember(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    // An interaction page: answer the login prompt, then the consent prompt.
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without a form at ${url}: ${res.status}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
    url = new URL(action, url).toString();
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
    );
  }
  throw new Error('too many redirects at the provider');
}
