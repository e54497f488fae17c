import { normalizeRecord } from '@lp/shared/progress';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { coursesTouched, type DayDelta, foldChanges, type ItemDelta } from './aggregates.fold';
import {
  type Contribution,
  type CourseStanding,
  completionDay,
  counterSlot,
  courseContribution,
  deckContribution,
  isZero,
  minus,
  type ProgressChange,
  type Started,
  ZERO,
} from './aggregates.logic';
import * as repo from './aggregates.repo';
import { BatchCounters } from './batch-counters.service';

export type { ProgressChange };

/**
 * Queues what a learner's batch changed for the live course and deck counters, inside the
 * transaction that saves the records: one row, so the ingest does not pay for the counters'
 * upserts (the ingest queues it with the rest of its batch in `BatchCounters`).
 * `applyQueuedChanges` folds the queue in.
 */
export async function recordProgressChanges(
  db: Db,
  teamId: string,
  userId: string,
  changes: ProgressChange[],
) {
  await new BatchCounters(teamId, userId).save(db, changes);
}

/** Queued batches folded per transaction: a few statements for all of them. */
const FOLD_BATCH = 1000;

/**
 * Folds the queued progress changes into the standings and counters, in queue order, one applier
 * at a time across every process (a transaction-scoped advisory lock). Analytics reads call it
 * first, so that they see every change committed before them; the analytics job calls it with
 * `wait: false` every second, skipping a turn while another applier is at work.
 */
export async function applyQueuedChanges(db: Db, { wait = true }: { wait?: boolean } = {}): Promise<number> {
  if (!(await repo.anyQueued(db))) return 0;
  return db.transaction(async (tx) => {
    if (!(await repo.lockApplier(tx, wait))) return 0;
    let applied = 0;
    for (;;) {
      const queued = await repo.takeQueued(tx, FOLD_BATCH);
      if (queued.length > 0) await foldQueued(tx, queued);
      applied += queued.length;
      if (queued.length < FOLD_BATCH) return applied;
    }
  });
}

/** Analytics routes read the counters after every change committed before the request. */
export function applyQueuedChangesFirst(app: FastifyInstance) {
  app.addHook('preHandler', async () => {
    await applyQueuedChanges(app.db);
  });
}

async function foldQueued(db: Db, queued: Awaited<ReturnType<typeof repo.takeQueued>>) {
  const learnerCourse = (userId: string, courseId: string) => `${userId}:${courseId}`;
  const pairs = new Map<string, { userId: string; courseId: string }>();
  for (const q of queued)
    for (const courseId of coursesTouched(q.changes))
      pairs.set(learnerCourse(q.userId, courseId), { userId: q.userId, courseId });
  const standings = new Map<string, Standing>();
  for (const row of await repo.standingsOfLearners(db, [...pairs.values()]))
    standings.set(learnerCourse(row.userId, row.courseId), { ...row, status: row.status as Started });
  const changed = new Set<string>();
  const items = new Map<string, ItemDelta & { teamId: string }>();
  const days = new Map<string, DayDelta & { teamId: string }>();
  for (const q of queued) {
    const folded = foldChanges(q.changes, (courseId) => standings.get(learnerCourse(q.userId, courseId)));
    for (const s of folded.standings) {
      const key = learnerCourse(q.userId, s.courseId);
      standings.set(key, { ...s, userId: q.userId, teamId: q.teamId });
      changed.add(key);
    }
    for (const d of folded.items) {
      const key = `${d.scope}:${d.itemId}`;
      const sum = items.get(key);
      items.set(key, { ...d, teamId: q.teamId, delta: sum ? plus(sum.delta, d.delta) : d.delta });
    }
    for (const d of folded.days) {
      const key = `${d.courseId}:${d.day}`;
      days.set(key, { ...d, teamId: q.teamId, delta: (days.get(key)?.delta ?? 0) + d.delta });
    }
  }
  await repo.saveCounts(
    db,
    [...changed].map((key) => standings.get(key) as Standing),
    [...items.values()].filter((d) => !isZero(d.delta)),
    [...days.values()].filter((d) => d.delta !== 0),
  );
}

type Standing = CourseStanding & { courseId: string; userId: string; teamId: string };

const plus = (a: Contribution, b: Contribution): Contribution => minus(a, minus(ZERO, b));

/** A learner's course progress was reset (admin): what it counted goes from the counters. */
export async function forgetLearnerCourse(db: Db, teamId: string, userId: string, courseId: string) {
  await applyQueuedChanges(db);
  const decks = await repo.deckRecordsOfCourse(db, userId, courseId);
  const [before] = await repo.standingsOf(db, userId, [courseId]);
  const standing = before ? { ...before, status: before.status as Started } : undefined;
  const deltas: Parameters<typeof repo.addToTotals>[3] = decks.map((d) => ({
    scope: 'deck',
    itemId: d.itemId,
    courseId,
    delta: minus(deckContribution(undefined), deckContribution(normalizeRecord(d.record))),
  }));
  deltas.push({
    scope: 'course',
    itemId: courseId,
    courseId,
    delta: minus(ZERO_C, courseContribution(standing)),
  });
  const slot = counterSlot(userId);
  await repo.addToTotals(db, teamId, slot, deltas);
  const day = completionDay(standing);
  if (day) await repo.addToDays(db, teamId, slot, [{ courseId, day, delta: -1 }]);
  await repo.deleteStanding(db, userId, courseId);
}

const ZERO_C: Contribution = courseContribution(undefined);

/** A relaunch reset everyone's progress in the course: its counters start again from nothing. */
export async function forgetCourse(db: Db, courseId: string) {
  await applyQueuedChanges(db);
  await repo.deleteCourseAggregates(db, courseId);
}

/** One more answer to a question, for its distribution (the ingest counts a batch's together). */
export async function countAnswer(
  db: Db,
  answer: {
    teamId: string;
    userId: string;
    deckId: string;
    questionId: string;
    response: unknown;
    correct: boolean;
  },
) {
  const counters = new BatchCounters(answer.teamId, answer.userId);
  counters.countAnswer(answer);
  await counters.save(db);
}
