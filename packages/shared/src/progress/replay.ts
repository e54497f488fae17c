/**
 * Fold one learner's deck-completion events into deck, topic, course and program records: what the
 * server's "recompute" paths and the property tests use.
 *
 * - Events are de-duplicated by uuid (case-insensitive; the first delivery is kept), so a batch
 *   delivered twice changes nothing.
 * - The remaining events are applied in time order (`at`), ties broken by uuid: the result does not
 *   depend on the order in which events (or their duplicate deliveries) arrive.
 * - Where a deck sits comes from the outline (server data), never from the event. Every deck listed
 *   in a topic is tracked; a course tracks its topics that list at least one deck (an empty topic
 *   could never complete); a program tracks the courses it lists.
 * - An event with an unknown reader type changes nothing and is reported in `rejected`.
 */
import { applyDeckCompletion, type DeckCompletionEvent, type UNKNOWN_READER_TYPE } from './deck.ts';
import { applyChildCompletion, applyFinalExam, withLastPosition, withTimeSpent } from './rollup.ts';
import type { CourseRecord, ProgramRecord, ProgressRecord, TopicRecord } from './types.ts';

export interface ReplayEvent extends DeckCompletionEvent {
  uuid: string;
  deckId: string;
}

export interface DeckOutline {
  deckId: string;
  /** DeckSettings.finalExam. */
  finalExam?: boolean;
}
export interface TopicOutline {
  topicId: string;
  decks: readonly DeckOutline[];
}
export interface CourseOutline {
  courseId: string;
  topics: readonly TopicOutline[];
}
export interface ProgramOutline {
  programId: string;
  courseIds: readonly string[];
}
export interface ReplayOutline {
  courses?: readonly CourseOutline[];
  programs?: readonly ProgramOutline[];
}

export interface ReplayResult {
  decks: Record<string, ProgressRecord>;
  topics: Record<string, TopicRecord>;
  courses: Record<string, CourseRecord>;
  programs: Record<string, ProgramRecord>;
  rejected: { uuid: string; error: typeof UNKNOWN_READER_TYPE }[];
}

interface DeckLocation {
  course: CourseOutline;
  trackedTopicIds: string[];
  topic: TopicOutline;
  trackedDeckIds: string[];
  finalExam: boolean;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function locateDecks(courses: readonly CourseOutline[]): Map<string, DeckLocation[]> {
  const byDeck = new Map<string, DeckLocation[]>();
  for (const course of courses) {
    const trackedTopicIds = course.topics.filter((t) => t.decks.length > 0).map((t) => t.topicId);
    for (const topic of course.topics) {
      const trackedDeckIds = topic.decks.map((d) => d.deckId);
      for (const deck of topic.decks) {
        pushTo(byDeck, deck.deckId, {
          course,
          trackedTopicIds,
          topic,
          trackedDeckIds,
          finalExam: deck.finalExam === true,
        });
      }
    }
  }
  return byDeck;
}

/** Unique by uuid (first delivery kept), then ordered by time and uuid. */
export function canonicalEventOrder<E extends { uuid: string; at: string }>(events: readonly E[]): E[] {
  const unique = new Map<string, E>();
  for (const event of events) {
    const key = event.uuid.toLowerCase();
    if (!unique.has(key)) unique.set(key, event);
  }
  const timeOf = (at: string) => {
    const time = Date.parse(at);
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  };
  return [...unique.entries()]
    .sort(([ka, a], [kb, b]) => timeOf(a.at) - timeOf(b.at) || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .map(([, event]) => event);
}

/** Replay deck-completion events of one learner from scratch. */
export function replay(events: readonly ReplayEvent[], outline: ReplayOutline = {}): ReplayResult {
  const locations = locateDecks(outline.courses ?? []);
  const programsByCourse = new Map<string, ProgramOutline[]>();
  for (const program of outline.programs ?? []) {
    for (const courseId of new Set(program.courseIds)) pushTo(programsByCourse, courseId, program);
  }

  const decks = new Map<string, ProgressRecord>();
  const topics = new Map<string, TopicRecord>();
  const courses = new Map<string, CourseRecord>();
  const programs = new Map<string, ProgramRecord>();
  const rejected: ReplayResult['rejected'] = [];

  for (const event of canonicalEventOrder(events)) {
    const result = applyDeckCompletion(decks.get(event.deckId), event);
    if (!result.ok) {
      rejected.push({ uuid: event.uuid, error: result.error });
      continue;
    }
    const deck = result.record;
    decks.set(event.deckId, deck);

    for (const where of locations.get(event.deckId) ?? []) {
      const { topicId } = where.topic;
      const { courseId } = where.course;
      const position = { topicId, deckId: event.deckId };

      let topic = applyChildCompletion(
        topics.get(topicId),
        event.deckId,
        deck.completion,
        where.trackedDeckIds,
        event.at,
      );
      topic = withTimeSpent(withLastPosition(topic, position), event.timeSpent);
      topics.set(topicId, topic);

      let course = applyChildCompletion(
        courses.get(courseId),
        topicId,
        topic.completion,
        where.trackedTopicIds,
        event.at,
      );
      if (where.finalExam) course = applyFinalExam(course, deck, event.at);
      course = withTimeSpent(withLastPosition(course, position), event.timeSpent);
      courses.set(courseId, course);

      for (const program of programsByCourse.get(courseId) ?? []) {
        const before = programs.get(program.programId);
        const after = applyChildCompletion(before, courseId, course.completion, program.courseIds, event.at);
        programs.set(program.programId, withTimeSpent(after, event.timeSpent));
      }
    }
  }

  return {
    decks: Object.fromEntries(decks),
    topics: Object.fromEntries(topics),
    courses: Object.fromEntries(courses),
    programs: Object.fromEntries(programs),
    rejected,
  };
}
