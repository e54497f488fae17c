import { getHeapStatistics } from 'node:v8';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { EncodedBody } from './encoded-body';
import { learnerReadStats, loadGeneration, readyToAnswer, unchangedSince } from './service';

/**
 * A learner's whole answer (the library, the home feed), serialized once and sent as the same bytes
 * until a write invalidates the learner's or team's reads (see service.ts), its `until` passes, or
 * the viewer's user or team object is another: the session cache loads new ones after every edit
 * of either, so an answer built from a user's stage or a team's settings never outlives them.
 * Bounded by bytes (256 MB, or an eighth of the heap limit when that is less, so a small container
 * keeps less), least recently used first.
 */
const MAX_BYTES = Math.min(256 * 1024 * 1024, Math.floor(getHeapStatistics().heap_size_limit / 8));

interface StoredResponse {
  gen: number;
  teamId: string;
  body: EncodedBody;
  /** Date.now() from which the answer may differ without any write (an access date), or null. */
  until: number | null;
  user: object;
  team: object;
}

const responses = new LRUCache<string, StoredResponse>({
  maxSize: MAX_BYTES,
  sizeCalculation: (stored) => stored.body.bytes,
});

type Viewer = { user: { id: string }; team: { id: string } };

const current = (stored: StoredResponse, viewer: Viewer) =>
  stored.user === viewer.user &&
  stored.team === viewer.team &&
  (stored.until === null || Date.now() < stored.until);

async function learnerResponse(
  viewer: Viewer,
  key: string,
  build: () => Promise<{ body: Buffer; until: number | null }>,
): Promise<{ stored: StoredResponse; id?: string }> {
  const owner = { teamId: viewer.team.id, userId: viewer.user.id };
  const make = async (gen: number): Promise<StoredResponse> => {
    const { body, until } = await build();
    return {
      gen,
      teamId: owner.teamId,
      body: new EncodedBody(body),
      until,
      user: viewer.user,
      team: viewer.team,
    };
  };
  if (!(await readyToAnswer())) return { stored: await make(loadGeneration()) };
  const id = `${owner.userId}:${key}`;
  const hit = responses.get(id);
  if (hit && hit.teamId === owner.teamId && unchangedSince(owner, hit.gen) && current(hit, viewer)) {
    learnerReadStats.hits++;
    return { stored: hit, id };
  }
  learnerReadStats.loads++;
  const stored = await make(loadGeneration());
  if (unchangedSince(owner, stored.gen) && current(stored, viewer)) responses.set(id, stored);
  return { stored, id };
}

/**
 * Replies with the learner's answer `key`: `build` gives the value (serialized by the route's
 * response schema) and the instant it may change without a write. The kept answer is sent in the
 * encoding the request accepts, compressed once per encoding.
 */
export async function replyLearnerResponse(
  reply: FastifyReply,
  viewer: Viewer,
  key: string,
  build: () => Promise<{ value: unknown; until: number | null }>,
): Promise<FastifyReply> {
  const { stored, id } = await learnerResponse(viewer, key, async () => {
    const { value, until } = await build();
    // The routes' serializers give strings (JSON).
    return { body: Buffer.from(reply.serialize(value) as string), until };
  });
  const { encoding, body, made } = stored.body.forAcceptEncoding(reply.request.headers['accept-encoding']);
  // A new compressed form makes the entry larger: set it again so the bound counts it.
  if (made && id && responses.peek(id) === stored) responses.set(id, stored);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
