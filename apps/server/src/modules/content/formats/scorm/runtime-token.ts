import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The token the SCORM player on the content origin holds: it names one learner, one deck and the
 * app origin that framed the player, and it opens exactly two routes of the content listener (the
 * player's session and its commits). It is signed with a key of its own, derived from the server
 * secret, so it never passes as a session token on the app's API, nor a session token as it.
 * It lives a short while; the app, holding the real session, renews it while the lesson is open,
 * so signing out or being deactivated ends it within RUNTIME_TOKEN_TTL_SECONDS.
 */
export const RUNTIME_TOKEN_TTL_SECONDS = 30 * 60;

const AUDIENCE = 'lp:scorm-runtime';
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'lp-scorm-runtime', 'scorm runtime commit token', 32));
    keys.set(secret, key);
  }
  return key;
}

export interface RuntimeGrant {
  userId: string;
  teamId: string;
  deckId: string;
  /** The app origin that frames the player; the only one it talks to with postMessage. */
  embedder: string;
}

export async function signRuntimeToken(
  secret: string,
  grant: RuntimeGrant,
  now = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
  const expires = Math.floor(now / 1000) + RUNTIME_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ tid: grant.teamId, deck: grant.deckId, emb: grant.embedder })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(grant.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expires)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The grant of a valid, unexpired runtime token; undefined for anything else. */
export async function verifyRuntimeToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<RuntimeGrant | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    const { sub, tid, deck, emb } = payload;
    if (![sub, tid, deck, emb].every((value) => typeof value === 'string' && value.length > 0)) {
      return undefined;
    }
    return { userId: sub as string, teamId: tid as string, deckId: deck as string, embedder: emb as string };
  } catch {
    return undefined;
  }
}

/** `https://host[:port]` exactly, or undefined: the only shape an embedder origin may take. */
export function originOrUndefined(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}
