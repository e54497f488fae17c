import { type CourseAccessState, courseAccess } from '@lp/shared/content/course-access';
import type { Db } from '../../../db/client';
import type { ArticleRow, CourseRow, DeckRow } from '../../../db/schema';
import * as catalogRepo from '../catalog/catalog.repo';
import * as repo from './course-outline.repo';

/** A course as the progress engine plays it. */
export interface CourseOutline {
  course: CourseRow;
  /** Decks in playing order (topic position, then deck position). */
  decks: DeckRow[];
  /** topic id -> its deck ids */
  topicDecks: Map<string, string[]>;
  /** Topics that hold decks: the ones a course's percentage counts. */
  trackedTopicIds: string[];
  /** program id -> its course ids, in program order */
  programs: Map<string, string[]>;
}

/** A course of the team; another team's course is not found (undefined). */
export const courseOfTeam = (db: Db, teamId: string, courseId: string): Promise<CourseRow | undefined> =>
  catalogRepo.findCourse(db, teamId, { id: courseId });

/** An article of the team; another team's article is not found (undefined). */
export const articleOfTeam = (db: Db, teamId: string, articleId: string): Promise<ArticleRow | undefined> =>
  catalogRepo.findArticle(db, { id: articleId, teamId });

/** deck id -> course id for the team's decks among these ids (others are left out). */
export const courseIdsOfDecks = (db: Db, teamId: string, deckIds: string[]) =>
  repo.deckCourseIds(db, teamId, deckIds);

/**
 * deck id -> its course and this learner's access to it (SPEC §4, the rule the library shows), for
 * the team's decks among these ids (others are left out): what a tracker batch needs, in one read.
 */
export async function deckCoursesWithAccess(
  db: Db,
  viewer: { teamId: string; userId: string },
  deckIds: string[],
  now = new Date(),
): Promise<Map<string, { course: CourseRow; access: CourseAccessState }>> {
  const found = new Map<string, { course: CourseRow; access: CourseAccessState }>();
  for (const row of await repo.deckCourses(db, viewer.teamId, viewer.userId, deckIds)) {
    const { state } = courseAccess({
      published: row.course.published,
      settings: row.course.settings,
      enrolledAt: row.enrolledAt,
      prerequisitesComplete: row.prerequisitesComplete,
      now,
    });
    for (const deckId of row.deckIds) found.set(deckId, { course: row.course, access: state });
  }
  return found;
}

/** Counts a learner's first view of an article (SPEC "uniques"). */
export const countUniqueArticleView = (db: Db, articleId: string) =>
  repo.incrementArticleUniques(db, articleId);

/** The course's topics, decks in playing order and the programs it belongs to. */
export async function courseOutline(db: Db, course: CourseRow): Promise<CourseOutline> {
  // One query at a time: inside a transaction they share one connection.
  const topicRows = await catalogRepo.listTopics(db, course.id);
  const deckRows = await catalogRepo.listDecks(db, course.id);
  const programs = await catalogRepo.programCourseIds(db, await repo.programIdsOfCourse(db, course.id));
  const topicOrder = new Map(topicRows.map((t) => [t.id, t.position]));
  const ordered = [...deckRows].sort(
    (a, b) => (topicOrder.get(a.topicId) ?? 0) - (topicOrder.get(b.topicId) ?? 0) || a.position - b.position,
  );
  const topicDecks = new Map<string, string[]>();
  for (const deck of ordered)
    topicDecks.set(deck.topicId, [...(topicDecks.get(deck.topicId) ?? []), deck.id]);
  const trackedTopicIds = [...topicRows]
    .sort((a, b) => a.position - b.position)
    .map((t) => t.id)
    .filter((id) => topicDecks.has(id));
  return { course, decks: ordered, topicDecks, trackedTopicIds, programs };
}
