import {
  addDayActivity,
  applyChildCompletion,
  applyFinalExam,
  baseReaderType,
  type ProgressRecord,
  withLastPosition,
  withTimeSpent,
} from '@lp/shared/progress';
import { addDays } from 'date-fns';
import type { Db } from '../../db/client';
import { learnerCourseAccess } from '../content/catalog/catalog.service';
import { isCertificateDeck, issueDueCertificates } from '../content/formats/certificates/issue';
import { grantAchievements } from '../gamification/achievements.service';
import { appendToLedger, type LedgerResult } from '../gamification/ledger.service';
import type { BatchState, CourseOutline } from './batch-state';
import type { TeamRow, UserRow } from './repo';

/**
 * The steps every way of recording progress shares (tracker events, server-measured outcomes,
 * admin overrides): opening a deck, earning, rolling a deck up to its topic, course and programs,
 * and saving what a batch changed.
 */

/** An event that cannot apply; the batch reports it back and goes on with the others. */
export class Rejected extends Error {}

export interface Learner {
  user: UserRow;
  team: TeamRow;
}

/** The YYYY-MM-DD day of an ISO date-time. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The latest day a client may name as its own (a learner ahead of UTC is on tomorrow already): a
 * day later than this would keep every later session from counting.
 */
export const latestClientDay = (now: Date = new Date()) => dayOf(addDays(now, 1).toISOString());

/** The client's day, clamped to `latestClientDay`. */
export const clientDay = (day: string, now?: Date) => {
  const latest = latestClientDay(now);
  return day > latest ? latest : day;
};

/** A deck the learner may play now: its course is open to them and, when sequential, its turn has come. */
export async function openDeck(db: Db, state: BatchState, learner: Learner, deckId: string) {
  const found = await state.outlineOfDeck(deckId);
  if (!found) throw new Rejected('Unknown deck');
  const course = found.outline.course;
  const access = await state.courseAccess(
    course.id,
    async () => (await learnerCourseAccess(db, learner, course)).state,
  );
  if (access !== 'open') throw new Rejected(`The course is ${access}`);
  if (found.outline.course.settings.sequential) {
    const earlier = found.outline.decks.slice(
      0,
      found.outline.decks.findIndex((d) => d.id === deckId),
    );
    await state.preload(
      earlier.map((d) => ({ scope: 'deck' as const, itemId: d.id, courseId: found.outline.course.id })),
    );
    if (earlier.some((d) => !state.get('deck', d.id)?.completion))
      throw new Rejected('Finish the previous decks first');
  }
  return found;
}

/** A published article of the learner's team. */
export async function openArticle(state: BatchState, articleId: string) {
  const article = await state.article(articleId);
  if (!article?.published) throw new Rejected('Unknown article');
  return article;
}

/** Adds time and points to the learner's totals and to their current day. */
export async function addLearnerActivity(state: BatchState, at: string, seconds: number, points: number) {
  const current = await state.learnerState();
  const today = current.state.lastSessionDate ?? clientDay(dayOf(at));
  await state.setLearner(
    { ...current.state, timeSpent: current.state.timeSpent + seconds, points: current.state.points + points },
    addDayActivity(current.history ?? undefined, today, { timeSpent: seconds, points }),
  );
}

/**
 * What a completion earned goes to the ledger (points and coins the record gained, keyed by the
 * event's uuid) and, for awards, to the learner's achievements.
 */
export function earn(
  state: BatchState,
  entry: { uuid: string; at: string },
  origin: { source: 'deck' | 'article'; sourceId: string; courseId: string | null; title: string },
  previous: ProgressRecord | undefined,
  record: ProgressRecord,
  readerType: string,
) {
  state.ledger.push({
    teamId: state.teamId,
    userId: state.userId,
    source: origin.source,
    sourceId: origin.sourceId,
    courseId: origin.courseId,
    eventUuid: entry.uuid,
    points: record.points - (previous?.points ?? 0),
    // With coins on, every point earned also earns a coin (SPEC names no other source of coins).
    coins:
      record.coins -
      (previous?.coins ?? 0) +
      (state.coinsOn ? Math.max(0, record.points - (previous?.points ?? 0)) : 0),
    reason: origin.title,
    createdAt: new Date(entry.at),
  });
  const award = baseReaderType(readerType);
  if (
    record.completion &&
    !previous?.completion &&
    (award === 'badge' || (award === 'medal' && state.medalsOn) || award === 'certificate')
  ) {
    state.achievements.push({ kind: award, sourceId: origin.sourceId, title: origin.title });
  }
}

export async function preloadCourse(state: BatchState, outline: CourseOutline) {
  const courseId = outline.course.id;
  await state.preload([
    ...outline.decks.map((d) => ({ scope: 'deck' as const, itemId: d.id, courseId })),
    ...[...outline.topicDecks.keys()].map((id) => ({ scope: 'topic' as const, itemId: id, courseId })),
    { scope: 'course', itemId: courseId, courseId: null },
    ...[...outline.programs.keys()].map((id) => ({ scope: 'program' as const, itemId: id, courseId: null })),
  ]);
}

/** SPEC §4 "Deck finishing inside a course": deck -> topic -> course (final exam rule) -> programs. */
export function rollUp(
  state: BatchState,
  outline: CourseOutline,
  deck: CourseOutline['decks'][number],
  record: ProgressRecord,
  at: string,
  seconds: number,
) {
  const courseId = outline.course.id;
  const topic = applyChildCompletion(
    state.get('topic', deck.topicId),
    deck.id,
    record.completion,
    outline.topicDecks.get(deck.topicId) ?? [],
    at,
  );
  state.set('topic', deck.topicId, courseId, topic);

  let course = applyChildCompletion(
    state.get('course', courseId),
    deck.topicId,
    topic.completion,
    outline.trackedTopicIds,
    at,
  );
  if (deck.settings.finalExam) course = applyFinalExam(course, record, at);
  course = withTimeSpent(withLastPosition(course, { topicId: deck.topicId, deckId: deck.id }), seconds);
  state.set('course', courseId, null, course);

  for (const [programId, courseIds] of outline.programs) {
    state.set(
      'program',
      programId,
      null,
      applyChildCompletion(state.get('program', programId), courseId, course.completion, courseIds, at),
    );
  }
}

/**
 * Saves what the batch changed, then what it earned: achievements, the certificates the changed
 * records now qualify for, and last points and coins to the ledger. The ledger's leaderboard
 * buckets are rows other learners write too, so they are locked for the shortest time: the last
 * statement before the commit. Its result says whether level or stage notices wait for the commit.
 */
export async function commitBatch(db: Db, learner: Learner, state: BatchState): Promise<LedgerResult> {
  await state.save();
  await grantAchievements(db, learner.team.id, learner.user.id, state.achievements);
  const { out } = state.changed();
  // Only decks and completed courses that can issue a certificate are looked up; an outline this
  // batch loaded says so without a query.
  const deckIds = Object.keys(out.deck).filter((id) => {
    const deck = state.loadedDeck(id);
    return !deck || isCertificateDeck(deck.readerType);
  });
  const courseIds = Object.entries(out.course)
    .filter(([id, record]) => {
      const outline = state.loadedOutline(id);
      return record.completion && (!outline || outline.decks.some((d) => isCertificateDeck(d.readerType)));
    })
    .map(([id]) => id);
  if (deckIds.length > 0 || courseIds.length > 0) {
    await issueDueCertificates(db, { user: learner.user, teamId: learner.team.id }, { deckIds, courseIds });
  }
  return appendToLedger(db, learner.team, state.ledger);
}
