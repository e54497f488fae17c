import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Lru } from '../../lib/lru';
import { fenceListeners, inboxListener, subscribeChannel } from '../notifications/live';

/**
 * A learner's reads (enrolments, records, bookmarks, wallet stage) kept in memory per process, so
 * course show, the library, the home feed and a learner's course records are answered without a
 * round trip to the database in the common case.
 *
 * Invalidation: statement triggers on `enrollments`, `progress`, `favorites` and `wallets` NOTIFY
 * READS_CHANNEL with the ids of the learners a statement changed, and the one on `content_versions`
 * with the team whose content changed (migration 0033_learner_reads_notify), whoever writes:
 * routes, jobs, imports or SQL. A NOTIFY is delivered at commit to every process's LISTEN connection
 * (the notifications module's, shared with the session cache); PGlite delivers it in-process before
 * the committing statement returns. The cache answers only while this process LISTENs.
 *
 * Read-your-writes in this process (PostgreSQL): a read that finds the pool used since the last
 * fence first awaits a fence (a `select 1` on the LISTEN connection that returns only after every
 * notification committed before it was handled), one fence shared by the reads that queue while the
 * previous one is in flight. Every write of this process goes through the pool, so a write that
 * answered before a read began is always seen by it. Another process's write is seen as soon as its
 * notification arrives (milliseconds); a read racing it may answer from before it, as a read racing
 * a write on the database would.
 *
 * A load that began before an invalidation of its learner or team never stores its result.
 */
const READS_CHANNEL = 'lp_reads';
const MAX_LEARNERS = 20_000;
const MAX_READS_PER_LEARNER = 32;
const MAX_TOUCHED = 50_000;

interface Stored {
  /** `generation` when the load began. */
  gen: number;
  teamId: string;
  value: unknown;
}

let generation = 0;
/** Generations of the latest invalidations; one older than the floor was evicted or cleared. */
let learnerFloor = 0;
let teamFloor = 0;
const learnersTouched = new Lru<number>(MAX_TOUCHED, (_key, gen) => {
  learnerFloor = Math.max(learnerFloor, gen);
});
const teamsTouched = new Lru<number>(MAX_TOUCHED, (_key, gen) => {
  teamFloor = Math.max(teamFloor, gen);
});
const learners = new Lru<Lru<Stored>>(MAX_LEARNERS);
/** LISTEN connections (or PGlite listeners) of this process. */
let listening = 0;

/** Reads answered from memory and loaded, for tests and profiles. */
export const learnerReadStats = { hits: 0, loads: 0 };

const learnerTouchedAt = (id: string) => learnersTouched.get(id) ?? learnerFloor;
const teamTouchedAt = (id: string) => teamsTouched.get(id) ?? teamFloor;

function dropAll(): void {
  generation++;
  learnerFloor = generation;
  teamFloor = generation;
  learners.clear();
  learnersTouched.clear();
  teamsTouched.clear();
}

/** `u:<id>,<id>…` (learners), `t:<id>,…` (teams) or `*` (everything, e.g. a truncate). */
function onNotification(payload: string): void {
  const kind = payload.slice(0, 2);
  if (kind !== 'u:' && kind !== 't:') {
    dropAll();
    return;
  }
  for (const id of payload.slice(2).split(',')) {
    generation++;
    if (kind === 'u:') {
      learnersTouched.set(id, generation);
      learners.delete(id);
    } else {
      teamsTouched.set(id, generation);
    }
  }
}

subscribeChannel(READS_CHANNEL, {
  onMessage: onNotification,
  onListening: (state) => {
    listening += state ? 1 : -1;
    // Notifications sent while nobody listened are lost: start over.
    dropAll();
  },
});

/** Pool check-outs in flight, check-outs begun, and the last one a completed fence covers. */
let poolUses = 0;
let poolSeq = 0;
let coveredSeq = 0;
let fenceInFlight: Promise<void> | undefined;
let fenceQueued: Promise<void> | undefined;

function runFence(): Promise<void> {
  const seq = poolSeq;
  const quiet = poolUses === 0;
  const fence = fenceListeners()
    .then(() => {
      // Every check-out up to `seq` had ended (its commit done) before this fence began.
      if (quiet && seq > coveredSeq) coveredSeq = seq;
    })
    .finally(() => {
      if (fenceInFlight === fence) fenceInFlight = undefined;
    });
  fenceInFlight = fence;
  return fence;
}

/** A fence that begins after this call: the one queued behind the fence in flight, if any. */
function freshFence(): Promise<void> {
  if (!fenceInFlight) return runFence();
  fenceQueued ??= fenceInFlight
    .catch(() => {})
    .then(() => {
      fenceQueued = undefined;
      return runFence();
    });
  return fenceQueued;
}

/**
 * Makes the app's database and LISTEN connection serve the cache: on PostgreSQL counts the pool's
 * check-outs (for the fence), and listens from start-up.
 */
export function learnerReadsPlugin(app: FastifyInstance): void {
  if (app.dbDriver === 'postgres') {
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    pool.on('acquire', () => {
      poolUses++;
      poolSeq++;
    });
    pool.on('release', () => {
      poolUses--;
    });
  }
  const listener = inboxListener(app);
  app.addHook('onReady', () => listener.ensure());
}

/**
 * Awaits what a read must see (the fence, see above); false while the cache cannot answer (this
 * process does not LISTEN, or the fence failed).
 */
export async function readyToAnswer(): Promise<boolean> {
  if (listening <= 0) return false;
  if (poolUses > 0 || coveredSeq !== poolSeq) {
    try {
      await freshFence();
    } catch {
      return false;
    }
  }
  return true;
}

/** The generation a load begins at: hand it to `unchangedSince` before keeping what it read. */
export const loadGeneration = () => generation;

/** Whether nothing of the learner's or their team's was invalidated since `gen`, and still listening. */
export const unchangedSince = (owner: { teamId: string; userId: string }, gen: number) =>
  listening > 0 && learnerTouchedAt(owner.userId) <= gen && teamTouchedAt(owner.teamId) <= gen;

export interface ReadOptions<T> {
  /** Whether a loaded answer may be kept (default: always). */
  keep?: (value: T) => boolean;
  /** Whether a kept answer may still be given (default: always, until an invalidation). */
  stillGood?: (value: T) => boolean;
  /** Answers instead while the cache cannot be used (it may read less than `load`). */
  uncached?: () => Promise<T>;
}

/**
 * The learner's read `key` (one that names every input besides the team and learner), from memory
 * when it is there and still good, else from `load`. The value is shared between requests: never
 * change it.
 */
export async function learnerRead<T>(
  owner: { teamId: string; userId: string },
  key: string,
  load: () => Promise<T>,
  { keep = () => true, stillGood = () => true, uncached = load }: ReadOptions<T> = {},
): Promise<T> {
  if (!(await readyToAnswer())) return uncached();
  const { teamId, userId } = owner;
  const hit = learners.get(userId)?.get(key);
  if (hit && hit.teamId === teamId && hit.gen >= teamTouchedAt(teamId) && stillGood(hit.value as T)) {
    learnerReadStats.hits++;
    return hit.value as T;
  }
  learnerReadStats.loads++;
  const gen = generation;
  const value = await load();
  if (unchangedSince(owner, gen) && keep(value)) {
    let reads = learners.get(userId);
    if (!reads) {
      reads = new Lru<Stored>(MAX_READS_PER_LEARNER);
      learners.set(userId, reads);
    }
    reads.set(key, { gen, teamId, value });
  }
  return value;
}
