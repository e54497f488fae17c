import { type ChallengePurpose, challengeResponseSchema } from '@lp/shared/auth';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { spendChallenge } from './challenge.repo';
import type { ChallengeDifficulty } from './challenge-difficulty';

/**
 * Proof-of-work challenges (ALTCHA): sign-in asks for one after failures, and any other form that
 * must slow down robots (the helpdesk) can ask for one with its own purpose. A challenge is signed
 * with the server's HMAC key, names its purpose, expires, and can be redeemed once.
 */
export interface ChallengeDeps {
  db: Database;
  hmacKey: string;
  difficulty: ChallengeDifficulty;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough for a slow phone to solve, short enough that solving in advance does not pay. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

// The derived-key signature lets the server check a solution without redoing the work.
const keySecrets = new Map<string, Promise<string>>();
const keySignatureSecret = (hmacKey: string) => {
  let secret = keySecrets.get(hmacKey);
  if (!secret) {
    secret = deriveHmacKeySecret(hmacKey);
    keySecrets.set(hmacKey, secret);
  }
  return secret;
};

export async function issueChallenge(deps: ChallengeDeps, purpose: ChallengePurpose, now = new Date()) {
  const { cost, counterMin, counterMax } = deps.difficulty;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(counterMin, counterMax),
    deriveKey,
    data: { purpose },
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: deps.hmacKey,
    hmacKeySignatureSecret: await keySignatureSecret(deps.hmacKey),
  });
  if (!challenge.signature) throw new Error('the challenge was not signed');
  return { parameters: challenge.parameters, signature: challenge.signature };
}

/** What the widget sends: base64 of `{ challenge, solution }`. Anything else is simply not solved. */
const payloadSchema = z.object({
  challenge: challengeResponseSchema.extend({
    // Every signed field must come back as issued, or the signature no longer matches.
    parameters: challengeResponseSchema.shape.parameters.loose().extend({
      algorithm: z.literal(ALGORITHM),
      expiresAt: z.number(),
      data: z
        .object({ purpose: z.string() })
        .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200) }),
});

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * True when the payload solves a challenge this server issued for this purpose, not yet expired,
 * and never redeemed before (it is redeemed now).
 */
export async function redeemChallenge(
  deps: ChallengeDeps,
  purpose: ChallengePurpose,
  payload: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!payload) return false;
  const decoded = decodePayload(payload);
  if (!decoded?.success) return false;
  const { challenge, solution } = decoded.data;
  if (challenge.parameters.data.purpose !== purpose) return false;
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: deps.hmacKey,
    hmacKeySignatureSecret: await keySignatureSecret(deps.hmacKey),
  });
  if (!result.verified) return false;
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  return spendChallenge(deps.db, `${purpose}:${challenge.parameters.nonce}`, expiresAt, now);
}
