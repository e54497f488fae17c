import { randomUUID } from 'node:crypto';
import {
  applyChildCompletion,
  normalizeRecord,
  normalizeRollupRecord,
  type RollupRecord,
} from '@lp/shared/progress';
import type { Database, Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { forgetLearnerCourse } from '../analytics/aggregates.service';
import { BatchState, type CourseOutline } from './batch-state';
import { preloadCourse, rollUp } from './engine';
import { deleteCourseRecords, recordEvents, type TeamRow, type UserRow } from './repo';

export interface DeckOverride {
  completion?: boolean | undefined;
  score?: number | undefined;
  viewedPercentage?: number | undefined;
}

/** Keeps an admin's change in the learner's activity log, for audit. */
async function logOverride(db: Db, learner: UserRow, admin: UserRow, payload: Record<string, unknown>) {
  await recordEvents(db, learner.teamId, learner.id, [
    {
      uuid: randomUUID(),
      name: 'ADMIN_OVERRIDE',
      payload: { ...payload, by: admin.id },
      occurredAt: new Date(),
    },
  ]);
}

/**
 * PUT analytics/{userId}/{courseId}/{deckId}/learner: an admin sets a learner's deck result (for
 * example an exam taken on paper). Topic, course and program records are recomputed from it.
 */
export async function overrideDeckState(
  db: Database,
  admin: { user: UserRow; team: TeamRow },
  learner: UserRow,
  target: { courseId: string; deckId: string },
  override: DeckOverride,
) {
  return db.transaction(async (tx) => {
    const state = new BatchState(tx, learner.teamId, learner.id);
    const found = await state.outlineOfDeck(target.deckId);
    if (!found || found.outline.course.id !== target.courseId) throw notFound();
    await preloadCourse(state, found.outline);
    const previous = normalizeRecord(state.get('deck', found.deck.id));
    const completion = override.completion ?? previous.completion;
    const at = new Date().toISOString();
    const record = normalizeRecord({
      ...previous,
      ...(override.score !== undefined ? { score: override.score } : {}),
      viewedPercentage: override.viewedPercentage ?? (completion ? 100 : previous.viewedPercentage),
      completion,
      completionDate: completion ? (previous.completionDate ?? at) : null,
    });
    state.set('deck', found.deck.id, target.courseId, record);
    if (completion || !previous.completion) {
      rollUp(state, found.outline, found.deck, record, at, 0);
    } else {
      // Taking a completion back: rebuild the topic and course from the decks' current records.
      rebuildCourse(state, found.outline, at);
    }
    await state.save();
    await logOverride(tx, learner, admin.user, {
      deckId: target.deckId,
      courseId: target.courseId,
      override,
    });
    return record;
  });
}

function rebuildCourse(state: BatchState, outline: CourseOutline, at: string) {
  const courseId = outline.course.id;
  const cleared = (record: RollupRecord | undefined): RollupRecord => ({
    ...normalizeRollupRecord(record),
    subStates: {},
    completion: false,
    completionDate: null,
  });
  let course = cleared(state.get('course', courseId));
  for (const [topicId, deckIds] of outline.topicDecks) {
    let topic = cleared(state.get('topic', topicId));
    for (const deckId of deckIds)
      topic = applyChildCompletion(
        topic,
        deckId,
        state.get('deck', deckId)?.completion === true,
        deckIds,
        at,
      );
    state.set('topic', topicId, courseId, topic);
    course = applyChildCompletion(course, topicId, topic.completion, outline.trackedTopicIds, at);
  }
  state.set('course', courseId, null, course);
}

/**
 * PUT courses/{courseId}/users/{userId}/completion: `true` marks the course complete for the
 * learner; `false` resets their progress in it (course, topics and decks).
 */
export async function setCourseCompletion(
  db: Database,
  admin: { user: UserRow; team: TeamRow },
  learner: UserRow,
  courseId: string,
  completion: boolean,
) {
  return db.transaction(async (tx) => {
    const state = new BatchState(tx, learner.teamId, learner.id);
    const outline = await state.outline(courseId);
    if (!outline) throw notFound();
    if (!completion) {
      await forgetLearnerCourse(tx, learner.teamId, learner.id, courseId);
      await deleteCourseRecords(tx, learner.id, courseId);
      await logOverride(tx, learner, admin.user, { courseId, completion });
      return null;
    }
    await preloadCourse(state, outline);
    const now = new Date().toISOString();
    const current = normalizeRollupRecord(state.get('course', courseId));
    const record = {
      ...current,
      viewedPercentage: 100,
      completion: true,
      completionDate: current.completionDate ?? now,
    };
    state.set('course', courseId, null, record);
    for (const [programId, courseIds] of outline.programs) {
      state.set(
        'program',
        programId,
        null,
        applyChildCompletion(state.get('program', programId), courseId, true, courseIds, now),
      );
    }
    await state.save();
    await logOverride(tx, learner, admin.user, { courseId, completion });
    return record;
  });
}
