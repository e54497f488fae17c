import { AUTH_MESSAGES } from '@lp/shared/auth';
import * as client from 'openid-client';
import type { Database } from '../../db/client';
import { badGateway, HttpError, notFound } from '../../lib/http-errors';
import { generatePassword } from '../../lib/passwords';
import { findTeamById, findTeamByName, teamFeatures } from '../teams/service';
import { createUser, findTeamUserIdsByEmail, findUserById, findUserByUsername } from '../users/service';
import {
  findIdentity,
  findProvider,
  findProviderById,
  type IdentityProviderRow,
  linkIdentity,
  saveState,
  takeState,
} from './oidc.repo';
import { startSession } from './sessions';

export const OIDC_CALLBACK_PATH = '/api/v3/auth/oidc/callback';
const STATE_TTL_MS = 10 * 60 * 1000;

export interface OidcDeps {
  db: Database;
  jwtSecret: string;
  publicUrl: string;
}

const loginUnavailable = () => new HttpError(403, AUTH_MESSAGES.signInMethodUnavailable);

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const discovered = new Map<string, Promise<client.Configuration>>();
/** The provider's metadata, discovered once per provider; plain http only for loopback issuers. */
function configurationFor(provider: IdentityProviderRow): Promise<client.Configuration> {
  const key = `${provider.id}:${provider.issuer}:${provider.clientId}`;
  let config = discovered.get(key);
  if (!config) {
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    config = client
      .discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((): never => {
        // An unreachable or misconfigured provider is its trouble, not a crash of ours; try again next time.
        discovered.delete(key);
        throw badGateway(AUTH_MESSAGES.providerUnreachable);
      });
    discovered.set(key, config);
  }
  return config;
}

function assertKindEnabled(features: ReturnType<typeof teamFeatures>, kind: IdentityProviderRow['kind']) {
  if (kind === 'sso' ? !features.ssoLogin : !features.socialLogin) throw loginUnavailable();
}

/** The URL of the provider's sign-in page, with PKCE, state and nonce kept on the server. */
export async function startOidcSignIn(
  deps: OidcDeps,
  input: { teamName: string; providerId: string; redirectPath: string },
): Promise<URL> {
  const team = await findTeamByName(deps.db, input.teamName.toLowerCase());
  if (!team) throw notFound(AUTH_MESSAGES.teamNotFound);
  const provider = await findProvider(deps.db, team.id, input.providerId);
  if (!provider?.enabled) throw notFound();
  assertKindEnabled(teamFeatures(team), provider.kind);

  const config = await configurationFor(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await saveState(deps.db, {
    state,
    providerId: provider.id,
    codeVerifier,
    nonce,
    redirectPath:
      input.redirectPath.startsWith('/') && !input.redirectPath.startsWith('//') ? input.redirectPath : '/',
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: new URL(OIDC_CALLBACK_PATH, deps.publicUrl).toString(),
    scope: provider.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

/** lowercase letters and digits, at least 4, not taken: from preferred_username or the e-mail. */
async function freeUsername(db: Database, claims: client.IDToken): Promise<string> {
  const source = String(claims.preferred_username ?? String(claims.email ?? '').split('@')[0] ?? '');
  let base = source
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 40);
  if (base.length < 4) base = `user${base}`.padEnd(4, '0');
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
}

/** The user this provider account belongs to: linked before, or matched by verified e-mail, or new. */
async function userForClaims(db: Database, provider: IdentityProviderRow, claims: client.IDToken) {
  const identity = await findIdentity(db, provider.id, claims.sub);
  if (identity) return identity.userId;

  const email = typeof claims.email === 'string' ? claims.email : null;
  if (email && claims.email_verified === true) {
    const matches = await findTeamUserIdsByEmail(db, provider.teamId, email, 2);
    if (matches.length === 1 && matches[0]) {
      await linkIdentity(db, { providerId: provider.id, subject: claims.sub, userId: matches[0] });
      return matches[0];
    }
  }
  const user = await createUser(db, {
    teamId: provider.teamId,
    username: await freeUsername(db, claims),
    password: generatePassword(24),
    licenseType: 'Learner',
    email,
    firstName: String(claims.given_name ?? claims.name ?? ''),
    lastName: String(claims.family_name ?? ''),
  });
  await linkIdentity(db, { providerId: provider.id, subject: claims.sub, userId: user.id });
  return user.id;
}

export interface OidcResult {
  teamName: string;
  redirectPath: string;
  /** A single-use sign-in token the web app exchanges through auth/connect. */
  token: string;
}

/** The provider sent the browser back: check everything, find or create the user, open a link session. */
export async function completeOidcSignIn(
  deps: OidcDeps,
  callbackQuery: URLSearchParams,
): Promise<OidcResult> {
  const state = callbackQuery.get('state');
  const pending = state ? await takeState(deps.db, state) : undefined;
  if (!pending || !state) throw new HttpError(400, AUTH_MESSAGES.authenticationFailed);
  const provider = await findProviderById(deps.db, pending.providerId);
  const team = provider ? await findTeamById(deps.db, provider.teamId) : undefined;
  if (!provider || !team) throw new HttpError(400, AUTH_MESSAGES.authenticationFailed);
  assertKindEnabled(teamFeatures(team), provider.kind);

  const currentUrl = new URL(OIDC_CALLBACK_PATH, deps.publicUrl);
  currentUrl.search = callbackQuery.toString();
  let claims: client.IDToken;
  try {
    const config = await configurationFor(provider);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    // Providers may keep profile and e-mail claims out of the ID token; userinfo has them.
    const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { ...userInfo, ...idToken };
  } catch {
    throw new HttpError(401, AUTH_MESSAGES.authenticationFailed);
  }

  const userId = await deps.db.transaction((tx) => userForClaims(tx, provider, claims));
  const user = await findUserById(deps.db, userId);
  if (!user?.active || user.deletedAt) throw new HttpError(403, AUTH_MESSAGES.accountDeactivated);
  const { token } = await startSession(deps.db, deps.jwtSecret, {
    userId,
    teamId: user.teamId,
    kind: 'link',
  });
  return { teamName: team.name, redirectPath: pending.redirectPath, token };
}
