import {
  addDayActivity,
  applyChildCompletion,
  applyDeckCompletion,
  applyFinalExam,
  applySessionStart,
  articleStartedPayloadSchema,
  baseReaderType,
  deckAbandonedPayloadSchema,
  deckCompletedPayloadSchema,
  deckStartedPayloadSchema,
  normalizeRecord,
  normalizeRollupRecord,
  type ProgressRecord,
  questionResponsePayloadSchema,
  type SubmitQueueResponse,
  sessionStartedPayloadSchema,
  type TrackerEntry,
  withLastPosition,
  withTimeSpent,
} from '@lp/shared/progress';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articles, type TeamRow, type UserRow } from '../../db/schema';
import { learnerCourseAccess } from '../content/catalog.service';
import { grantAchievements } from '../gamification/achievements.service';
import { appendToLedger } from '../gamification/ledger.service';
import { teamFeatures } from '../teams/service';
import { checkAnswer } from './answer-check';
import { BatchState, type CourseOutline } from './batch-state';
import { collectibleAward } from './collectibles';
import { deckOutcome, OutcomeError } from './deck-outcome';
import { recordEvents, saveQuestionResponse } from './repo';
import { issueCertificatesAfter } from './server-completion';

export class Rejected extends Error {}

interface Learner {
  user: UserRow;
  team: TeamRow;
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * activity/submit_queue: one transaction per batch. Events already received are skipped; the
 * rest run in time order through the shared engine. An event that cannot apply (unknown deck, a
 * locked course) is reported back and kept in the log, and the others still apply.
 */
export async function ingestBatch(
  db: Database,
  learner: Learner,
  trackers: TrackerEntry[],
): Promise<SubmitQueueResponse> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as Database;
    const fresh = await recordEvents(
      tx,
      learner.team.id,
      learner.user.id,
      trackers.map((t) => ({
        uuid: t.uuid.toLowerCase(),
        name: t.name,
        payload: t.payload,
        occurredAt: new Date(t.time),
      })),
    );
    // Time order; events of the same instant keep the order the client queued them in (a stable sort).
    const toApply = trackers
      .filter((t) => fresh.delete(t.uuid.toLowerCase()))
      .map((t) => ({ ...t, at: new Date(t.time).toISOString() }))
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const state = new BatchState(tx, learner.team.id, learner.user.id);
    state.coinsOn = teamFeatures(learner.team).coins;
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    await state.knowDecks(
      toApply
        .map((t) => t.payload.deckId)
        .filter((id): id is string => typeof id === 'string' && UUID.test(id)),
    );
    const rejected: SubmitQueueResponse['rejected'] = [];
    for (const entry of toApply) {
      try {
        await applyEvent(tx, state, learner, entry);
      } catch (err) {
        if (!(err instanceof Rejected || err instanceof OutcomeError)) throw err;
        rejected.push({ uuid: entry.uuid, message: err.message });
      }
    }
    await state.save();
    await appendToLedger(tx, learner.team, state.ledger);
    await grantAchievements(tx, learner.team.id, learner.user.id, state.achievements);
    await issueCertificatesAfter(tx, learner, state);
    const { out, learner: learnerState } = state.changed();
    return {
      accepted: toApply.length,
      duplicates: trackers.length - toApply.length,
      rejected,
      states: {
        decks: out.deck,
        topics: out.topic,
        courses: out.course,
        programs: out.program,
        articles: out.article,
        learner: learnerState,
      },
    };
  });
}

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  payload: unknown,
): T {
  const result = schema.safeParse(payload);
  if (!result.success) throw new Rejected(result.error.issues[0]?.message ?? 'Invalid payload');
  return result.data;
}

async function applyEvent(
  db: Database,
  state: BatchState,
  learner: Learner,
  entry: TrackerEntry & { at: string },
) {
  switch (entry.name) {
    case 'SESSION_STARTED': {
      const payload = parse(sessionStartedPayloadSchema, entry.payload);
      const current = await state.learnerState();
      const started = applySessionStart(
        current.state,
        payload.day ?? dayOf(entry.at),
        null,
        current.history ?? undefined,
      );
      return state.setLearner(started.learner, started.history);
    }
    case 'DECK_STARTED': {
      const { deckId } = parse(deckStartedPayloadSchema, entry.payload);
      const { outline, deck } = await openDeck(db, state, learner, deckId);
      await state.preload([{ scope: 'course', itemId: outline.course.id, courseId: null }]);
      const course = state.get('course', outline.course.id);
      return state.set(
        'course',
        outline.course.id,
        null,
        withLastPosition(normalizeRollupRecord(course), { topicId: deck.topicId, deckId }),
      );
    }
    case 'ARTICLE_STARTED': {
      const { articleId } = parse(articleStartedPayloadSchema, entry.payload);
      const article = await openArticle(state, articleId);
      await state.preload([{ scope: 'article', itemId: article.id, courseId: null }]);
      if (!state.has('article', article.id)) {
        // First view by this learner: count a unique view.
        await db
          .update(articles)
          .set({ uniques: sql`${articles.uniques} + 1` })
          .where(sql`${articles.id} = ${article.id}`);
      }
      return state.set('article', article.id, null, normalizeRecord(state.get('article', article.id)));
    }
    case 'QUESTION_RESPONSE': {
      const payload = parse(questionResponsePayloadSchema, entry.payload);
      const { deck } = await openDeck(db, state, learner, payload.deckId);
      const checked = checkAnswer(deck.readerType, deck.content, payload.questionId, payload.response);
      if (!checked.ok) throw new Rejected(checked.message);
      return saveQuestionResponse(db, {
        teamId: learner.team.id,
        userId: learner.user.id,
        deckId: deck.id,
        questionId: payload.questionId,
        response: payload.response,
        correct: checked.correct,
        eventUuid: entry.uuid,
      });
    }
    case 'DECK_COMPLETED':
      return completeDeckOrArticle(db, state, learner, entry);
    case 'DECK_ABANDONED': {
      const payload = parse(deckAbandonedPayloadSchema, entry.payload);
      return addTime(db, state, learner, payload, entry.at);
    }
    default:
      // LOGIN, LOGOUT, COURSE_COMPLETED and PUSH_STATE are kept in the log only: the server
      // derives course completion and every state itself.
      return;
  }
}

/** A deck the learner may play now: its course is open to them and, when sequential, its turn has come. */
export async function openDeck(db: Database, state: BatchState, learner: Learner, deckId: string) {
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

async function openArticle(state: BatchState, articleId: string) {
  const article = await state.article(articleId);
  if (!article?.published) throw new Rejected('Unknown article');
  return article;
}

async function addTime(
  db: Database,
  state: BatchState,
  learner: Learner,
  target: { deckId?: string; articleId?: string; timeSpent?: number },
  at: string,
) {
  const seconds = target.timeSpent ?? 0;
  if (target.articleId) {
    const article = await openArticle(state, target.articleId);
    await state.preload([{ scope: 'article', itemId: article.id, courseId: null }]);
    state.set(
      'article',
      article.id,
      null,
      withTimeSpent(normalizeRecord(state.get('article', article.id)), seconds),
    );
  } else if (target.deckId) {
    const { outline, deck } = await openDeck(db, state, learner, target.deckId);
    await state.preload([
      { scope: 'deck', itemId: deck.id, courseId: outline.course.id },
      { scope: 'course', itemId: outline.course.id, courseId: null },
    ]);
    state.set(
      'deck',
      deck.id,
      outline.course.id,
      withTimeSpent(normalizeRecord(state.get('deck', deck.id)), seconds),
    );
    state.set(
      'course',
      outline.course.id,
      null,
      withTimeSpent(normalizeRollupRecord(state.get('course', outline.course.id)), seconds),
    );
  }
  await addLearnerActivity(state, at, seconds, 0);
}

export async function addLearnerActivity(state: BatchState, at: string, seconds: number, points: number) {
  const current = await state.learnerState();
  const today = current.state.lastSessionDate ?? dayOf(at);
  await state.setLearner(
    { ...current.state, timeSpent: current.state.timeSpent + seconds, points: current.state.points + points },
    addDayActivity(current.history ?? undefined, today, { timeSpent: seconds, points }),
  );
}

async function completeDeckOrArticle(
  db: Database,
  state: BatchState,
  learner: Learner,
  entry: TrackerEntry & { at: string },
) {
  const payload = parse(deckCompletedPayloadSchema, entry.payload);
  if (payload.articleId) {
    const article = await openArticle(state, payload.articleId);
    await state.preload([{ scope: 'article', itemId: article.id, courseId: null }]);
    const previous = state.get('article', article.id);
    const { event } = deckOutcome(
      { readerType: article.readerType, settings: { ...DECKLESS_SETTINGS }, content: article.content },
      payload,
      previous,
      entry.at,
    );
    const result = applyDeckCompletion(previous, event);
    if (!result.ok) throw new Rejected(result.error);
    state.set('article', article.id, null, result.record);
    const articlePrize = collectibleAward(article, previous, result.record);
    if (articlePrize) state.achievements.push(articlePrize);
    return addLearnerActivity(
      state,
      entry.at,
      event.timeSpent ?? 0,
      result.record.points - (previous?.points ?? 0),
    );
  }

  const { outline, deck } = await openDeck(db, state, learner, payload.deckId as string);
  await preloadCourse(state, outline);
  const previous = state.get('deck', deck.id);
  const { event } = deckOutcome(deck, payload, previous, entry.at);
  const result = applyDeckCompletion(previous, event);
  if (!result.ok) throw new Rejected(result.error);
  state.set('deck', deck.id, outline.course.id, result.record);
  earn(
    state,
    entry,
    { source: 'deck', sourceId: deck.id, courseId: outline.course.id, title: deck.name },
    previous,
    result.record,
    deck.readerType,
  );
  const prize = collectibleAward(deck, previous, result.record);
  if (prize) state.achievements.push(prize);
  rollUp(state, outline, deck, result.record, entry.at, event.timeSpent ?? 0);
  await addLearnerActivity(
    state,
    entry.at,
    event.timeSpent ?? 0,
    result.record.points - (previous?.points ?? 0),
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
    (award === 'badge' || award === 'medal' || award === 'certificate')
  ) {
    state.achievements.push({ kind: award, sourceId: origin.sourceId, title: origin.title });
  }
}

/** Articles outside a course take their points from their category rules with no deck settings. */
const DECKLESS_SETTINGS = {
  maxPoints: 0,
  questionTimerSeconds: 0,
  passingPercentage: 0,
  questionsPerQuiz: 0,
  shuffle: false,
  finalExam: false,
  proctor: false,
  feedback: true,
  navigation: true,
  menu: true,
  voiceovers: false,
  skipping: false,
  attemptsAllowed: 0,
};

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
