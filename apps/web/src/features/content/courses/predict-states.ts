import type { CourseDetail } from '@lp/shared/content/catalog';
import {
  applyChildCompletion,
  applyDeckCompletion,
  applyFinalExam,
  type DeckCompletedPayload,
  normalizeRecord,
  normalizeRollupRecord,
  type ProgressRecord,
  ruleFor,
} from '@lp/shared/progress';
import type { KnownStates } from '../../progress/index.ts';
import type { CourseProgress } from './api/get-course-progress.ts';

/**
 * Would this completion complete the deck? Only the server knows for scored types (it keeps the
 * answer keys), so those count as not completed until it answers.
 */
function predictedCompletion(readerType: string, payload: DeckCompletedPayload): boolean {
  const group = ruleFor(readerType)?.group;
  if (group === 'maxOf') return (payload.viewedPercentage ?? 0) >= 100;
  return group === 'simple' || group === 'delta' || group === 'reward';
}

/** The deck, topic and course states a completion should give, by the shared progress engine. */
export function predictCourseStates(
  course: CourseDetail,
  progress: CourseProgress | undefined,
  deckId: string,
  payload: DeckCompletedPayload,
  at = new Date().toISOString(),
): KnownStates {
  const topic = course.topics.find((t) => t.decks.some((d) => d._id === deckId));
  const deck = topic?.decks.find((d) => d._id === deckId);
  if (!topic || !deck) return {};
  const previous = progress?.decks[deckId];
  const result = applyDeckCompletion(previous ? normalizeRecord(previous) : undefined, {
    readerType: deck.readerType,
    viewedPercentage: payload.viewedPercentage,
    timeSpent: payload.timeSpent,
    completed: predictedCompletion(deck.readerType, payload),
    at,
  });
  if (!result.ok) return {};
  const deckState: ProgressRecord = result.record;
  const topicRecord = progress?.topics[topic._id];
  const topicState = applyChildCompletion(
    topicRecord ? normalizeRollupRecord(topicRecord) : undefined,
    deck._id,
    deckState.completion,
    topic.decks.map((d) => d._id),
    at,
  );
  const courseRecord = progress?.course ? normalizeRollupRecord(progress.course) : undefined;
  const trackedTopics = course.topics.filter((t) => t.decks.length > 0).map((t) => t._id);
  let courseState = applyChildCompletion(courseRecord, topic._id, topicState.completion, trackedTopics, at);
  if (deck.settings.finalExam) courseState = applyFinalExam(courseState, deckState, at);
  return { deckState, topicState, courseState };
}
