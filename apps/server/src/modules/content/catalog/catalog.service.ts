import type { CourseCard, CourseDetail } from '@lp/shared/content/catalog';
import {
  type CourseAccessInput,
  courseAccess,
  courseAccessChangesAt,
  courseProgressState,
} from '@lp/shared/content/course-access';
import { can } from '@lp/shared/permissions';
import type { Db } from '../../../db/client';
import type { CourseRow, ProgramRow, TeamRow, UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { teamFeatures } from '../../teams/service';
import { toUserResponse } from '../../users/service';
import * as repo from './catalog.repo';
import { learnerCourseState } from './learner-state.repo';
import { presentArticle, presentCourseItem, presentDeckSummary, presentProgramItem } from './presenters';
import {
  courseOutline,
  freshTeamContent,
  type TeamContent,
  teamContent,
  withLearnerState,
} from './team-content';
import type { LearnerReadState } from './team-content.repo';

/** A deck of the team (undefined for another team's): readers, comments and boards check access on top. */
export { findCourse, findDeck, findPublishedCourseByIdentifier } from './catalog.repo';

export interface Viewer {
  user: UserRow;
  team: TeamRow;
}

/** Creators and admins also see drafts; learners see published content only. */
const seesDrafts = (viewer: Viewer) => can(toUserResponse(viewer.user, viewer.team), 'builder.view');

const percentOf = (record: Record<string, unknown> | undefined) => Number(record?.viewedPercentage ?? 0) || 0;
const isComplete = (record: Record<string, unknown> | undefined) => record?.completion === true;

/**
 * Each course as this learner sees it: access state (SPEC §4) and progress. Prerequisites are
 * the earlier courses of every sequential program the course belongs to.
 */
async function courseCards(
  db: Db,
  viewer: Viewer,
  rows: CourseRow[],
  now = new Date(),
): Promise<CourseCard[]> {
  const ids = rows.map((c) => c.id);
  const {
    enrolled,
    records,
    tags: tagMap,
    previousOf,
  } = await learnerCourseState(db, viewer.team.id, viewer.user.id, ids);
  const earlierIds = [...new Set(ids.flatMap((id) => previousOf.get(id) ?? []))].filter(
    (id) => !records.has(id),
  );
  const earlierRecords = await repo.progressOf(db, viewer.user.id, 'course', earlierIds);

  return rows.map((row) =>
    cardOf(viewer, row, {
      enrolledAt: enrolled.get(row.id) ?? null,
      record: records.get(row.id),
      previous: (previousOf.get(row.id) ?? []).map((id) => records.get(id) ?? earlierRecords.get(id)),
      tags: tagMap.get(row.id) ?? [],
      now,
    }),
  );
}

interface CardInput {
  enrolledAt: Date | null;
  record: Record<string, unknown> | undefined;
  /** The records of the courses before this one in sequential programs. */
  previous: (Record<string, unknown> | undefined)[];
  tags: { _id: string; name: string }[];
  now: Date;
}

const accessInputOf = (row: CourseRow, input: CardInput): CourseAccessInput => ({
  published: row.published,
  settings: row.settings,
  enrolledAt: input.enrolledAt,
  prerequisitesComplete: input.previous.every(isComplete),
  now: input.now,
});

function cardOf(
  viewer: Viewer,
  row: CourseRow,
  input: CardInput,
  item = presentCourseItem(row, viewer.team.name, input.tags),
): CourseCard {
  const { record } = input;
  const access = courseAccess(accessInputOf(row, input));
  const progress = record ? { viewedPercentage: percentOf(record), completion: isComplete(record) } : null;
  return {
    ...item,
    learner: {
      access,
      progress: { state: courseProgressState(progress), percentage: Math.min(100, percentOf(record)) },
    },
  };
}

/**
 * The presented (learner-independent) part of a cached row's card: rows are read again when the
 * team's content version moves, so a row object stands for one version; the team's name, which
 * the card shows, is checked too.
 */
const presented = new WeakMap<object, { teamName: string; item: unknown }>();
function presentedOnce<Row extends object, Item>(row: Row, teamName: string, present: () => Item): Item {
  const hit = presented.get(row);
  if (hit?.teamName === teamName) return hit.item as Item;
  const item = present();
  presented.set(row, { teamName, item });
  return item;
}

/** courseLibrary: the programs and courses a learner can see, each with access and progress. */
export async function courseLibrary(db: Db, viewer: Viewer) {
  const { programs, courses, until } = await cachedLibrary(db, viewer, false);
  return { library: { programs, courses }, until };
}

/**
 * The library from the cached team content and one statement of the learner's rows: programs,
 * courses that are not locked, and (when asked) published articles with the learner's marks.
 */
export async function cachedLibrary(db: Db, viewer: Viewer, withArticles: boolean, now = new Date()) {
  const features = teamFeatures(viewer.team);
  // Contests have their own page; exams show only when the team has exams on, courses only while
  // courseware is on (SPEC §9 "courseware on").
  const { content, state, picked } = await withLearnerState(
    db,
    viewer.team.id,
    viewer.user.id,
    (c) =>
      c.courses.filter(
        (row) =>
          row.published &&
          ((row.kind === 'course' && features.courseware) || (row.kind === 'exam' && features.exams)),
      ),
    (c) => (withArticles ? c.articles.filter((a) => a.published) : []),
  );
  const inputs = (picked ?? []).map((row) => ({ row, input: cardInputOf(content, state, row, now) }));
  const courses = inputs
    .map(({ row, input }) => cachedCard(viewer, row, input))
    .filter((c) => c.learner.access.state !== 'locked');
  const changes = inputs.map(({ row, input }) => courseAccessChangesAt(accessInputOf(row, input)));
  const programs = content.programs
    .filter((p) => p.published)
    .map((row) =>
      presentedOnce(row, viewer.team.name, () =>
        presentProgramItem(
          row,
          viewer.team.name,
          content.tagsOf.get(`program:${row.id}`) ?? [],
          content.programOrder.get(row.id)?.length ?? 0,
        ),
      ),
    );
  const articles = withArticles
    ? content.articles
        .filter((a) => a.published)
        .map((row) => ({
          ...presentedOnce(row, viewer.team.name, () =>
            presentArticle(row, viewer.team.name, content.tagsOf.get(`article:${row.id}`) ?? []),
          ),
          bookmarked: state.bookmarked.has(row.id),
          viewed: state.articleRecords.has(row.id),
          completed: state.articleRecords.get(row.id)?.completion === true,
        }))
    : [];
  return {
    programs,
    courses,
    articles,
    teamTags: [...content.tagsByName.values()],
    /** Date.now() from which a card's access may differ without any write, or null. */
    until: earliest(changes),
  };
}

function earliest(instants: (Date | null)[]): number | null {
  let first: number | null = null;
  for (const at of instants) if (at && (first === null || at.getTime() < first)) first = at.getTime();
  return first;
}

/** A course card from the cached team content and the learner's rows read with it. */
function cachedCard(viewer: Viewer, row: CourseRow, input: CardInput) {
  return cardOf(
    viewer,
    row,
    input,
    presentedOnce(row, viewer.team.name, () => presentCourseItem(row, viewer.team.name, input.tags)),
  );
}

const cardInputOf = (
  content: TeamContent,
  state: LearnerReadState,
  row: CourseRow,
  now: Date,
): CardInput => ({
  enrolledAt: state.enrolled.get(row.id) ?? null,
  record: state.records.get(row.id),
  previous: (content.previousOf.get(row.id) ?? []).map((id) => state.records.get(id)),
  tags: content.tagsOf.get(`course:${row.id}`) ?? [],
  now,
});

/** contests/list: the team's published contests as the learner sees them. */
export async function listContestsFor(db: Db, viewer: Viewer) {
  const drafts = seesDrafts(viewer);
  const rows = (await repo.listCourses(db, viewer.team.id, { publishedOnly: !drafts })).filter(
    (c) => c.kind === 'contest',
  );
  const cards = await courseCards(db, viewer, rows);
  return drafts ? cards : cards.filter((c) => c.learner.access.state !== 'locked');
}

/** courses/list: learners get their library's courses; creators and admins every course of the team. */
export async function listCoursesFor(db: Db, viewer: Viewer) {
  const drafts = seesDrafts(viewer);
  const rows = await repo.listCourses(db, viewer.team.id, { publishedOnly: !drafts });
  const cards = await courseCards(db, viewer, rows);
  return drafts ? cards : cards.filter((c) => c.learner.access.state !== 'locked');
}

async function programCards(db: Db, viewer: Viewer, rows: ProgramRow[]) {
  const ids = rows.map((p) => p.id);
  const [order, tagMap] = await Promise.all([
    repo.programCourseIds(db, ids),
    repo.tagsOf(db, 'program', ids),
  ]);
  return rows.map((row) =>
    presentProgramItem(row, viewer.team.name, tagMap.get(row.id) ?? [], order.get(row.id)?.length ?? 0),
  );
}

export async function listProgramsFor(db: Db, viewer: Viewer) {
  return programCards(
    db,
    viewer,
    await repo.listPrograms(db, viewer.team.id, { publishedOnly: !seesDrafts(viewer) }),
  );
}

export async function programDetail(db: Db, viewer: Viewer, programId: string) {
  const program = await repo.findProgram(db, viewer.team.id, programId);
  if (!program || (!program.published && !seesDrafts(viewer))) throw notFound();
  const order = (await repo.programCourseIds(db, [program.id])).get(program.id) ?? [];
  const rows = (await repo.listCourses(db, viewer.team.id, { publishedOnly: !seesDrafts(viewer) })).filter(
    (c) => order.includes(c.id),
  );
  rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const [card] = await programCards(db, viewer, [program]);
  return { ...(card as NonNullable<typeof card>), courses: await courseCards(db, viewer, rows) };
}

/**
 * courses/{id}/show and /c/{identifier}: the course with its topics and deck summaries. Another
 * team's course, or a draft for a learner, is not found.
 */
export async function courseDetail(
  db: Db,
  viewer: Viewer,
  key: { id?: string; identifier?: string },
): Promise<CourseDetail> {
  const find = (content: TeamContent) =>
    key.id ? content.byId.get(key.id) : content.byIdentifier.get(key.identifier ?? '');
  // A course the cache does not know may be newer than it: look again if the version moved.
  if (!find(await teamContent(db, viewer.team.id))) {
    if (!find(await freshTeamContent(db, viewer.team.id))) throw notFound();
  }
  const drafts = seesDrafts(viewer);
  const { content, state, picked } = await withLearnerState(db, viewer.team.id, viewer.user.id, (c) => {
    const row = find(c);
    return row && (row.published || drafts) ? [row] : undefined;
  });
  const course = picked?.[0];
  if (!course) throw notFound();
  const outline = await courseOutline(db, viewer.team.id, content.version, course.id);
  return {
    ...cachedCard(viewer, course, cardInputOf(content, state, course, new Date())),
    topics: outline.topics.map((topic) => ({
      _id: topic.id,
      name: topic.name,
      position: topic.position,
      decks: outline.decks.filter((d) => d.topicId === topic.id).map(presentDeckSummary),
    })),
  };
}

/**
 * This learner's access to one course (SPEC §4), the same rule the library shows, with only the
 * reads it needs (the tracker asks this on every batch).
 */
export async function learnerCourseAccess(db: Db, viewer: Viewer, course: CourseRow, now = new Date()) {
  const enrolled = await repo.enrolmentDates(db, viewer.user.id, [course.id]);
  const earlier = (await repo.earlierCoursesInSequentialPrograms(db, viewer.team.id)).get(course.id) ?? [];
  const records = await repo.progressOf(db, viewer.user.id, 'course', earlier);
  return courseAccess({
    published: course.published,
    settings: course.settings,
    enrolledAt: enrolled.get(course.id) ?? null,
    prerequisitesComplete: earlier.every((id) => isComplete(records.get(id))),
    now,
  });
}

/** The course, if this viewer may see it at all (their team's; published, or they build content). */
export async function visibleCourse(db: Db, viewer: Viewer, courseId: string): Promise<CourseRow> {
  const course = await repo.findCourse(db, viewer.team.id, { id: courseId });
  return mayViewCourse(viewer, course);
}

/**
 * The viewer's team's course (found by a read of the caller's own, such as a learner's records
 * with their course), if the viewer may see it: else 404, as for a course of another team.
 */
export function mayViewCourse<Course extends { published: boolean }>(
  viewer: Viewer,
  course: Course | null | undefined,
): Course {
  if (!course || (!course.published && !seesDrafts(viewer))) throw notFound();
  return course;
}
