import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * File URLs for <img>, <video> and links, which cannot send the access-token header. Each URL
 * carries `sig`: a JWT (HS256) naming the asset, signed with a key derived from the server secret
 * (so a file signature can never pass as a session token, nor the other way round). The random
 * asset id alone opens nothing. Library assets get signatures without expiry, since creators store
 * their URLs in content; deleting the asset revokes them (its row is gone). Submissions get
 * signatures that expire.
 */
const AUDIENCE = 'lp:asset-file';
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'lp-asset-urls', 'asset file url signature', 32));
    keys.set(secret, key);
  }
  return key;
}

export interface SignOptions {
  /** Seconds until the URL stops working; absent: it works as long as the asset exists. */
  expiresInSeconds?: number;
}

export async function signAssetId(secret: string, assetId: string, options: SignOptions = {}) {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(assetId).setAudience(AUDIENCE);
  if (options.expiresInSeconds !== undefined) jwt.setExpirationTime(`${options.expiresInSeconds}s`);
  return jwt.sign(keyOf(secret));
}

/** The expiry (epoch seconds, or null for none) when `sig` is a valid signature for this asset; else undefined. */
export async function verifyAssetSignature(
  secret: string,
  assetId: string,
  sig: string,
): Promise<{ expiresAt: number | null } | undefined> {
  try {
    const { payload } = await jwtVerify(sig, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'] });
    if (payload.sub !== assetId) return undefined;
    return { expiresAt: payload.exp ?? null };
  } catch {
    return undefined;
  }
}

export async function signedFileUrls(
  secret: string,
  asset: { id: string; thumbnailKey: string | null },
  options: SignOptions = {},
) {
  const sig = encodeURIComponent(await signAssetId(secret, asset.id, options));
  return {
    url: `/api/v3/files/${asset.id}?sig=${sig}`,
    thumbnailUrl: asset.thumbnailKey ? `/api/v3/files/${asset.id}/thumbnail?sig=${sig}` : null,
  };
}
