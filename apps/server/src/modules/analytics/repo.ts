import type { LearnerStatus, LearnersExportQuery, SegmentField } from '@lp/shared/analytics/course';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursorChunks } from '../../db/cursor';
import {
  analyticsCourseLearners,
  certificates,
  enrollments,
  progress,
  questionResponses,
  users,
} from '../../db/schema';

/** Who a list may show: everyone, or only these learners (a manager's reports; a learner). */
export type AudienceFilter = { userIds: string[] } | null;

const s = analyticsCourseLearners;
const status = sql<LearnerStatus>`coalesce(${s.status}, 'not_started')`;
/** A segmentation detail; the key is one of a fixed list, inlined so GROUP BY sees one expression. */
const detail = (field: SegmentField | 'date_of_joining') =>
  sql<string | null>`${users.details}->>${sql.raw(`'${field.replace(/[^a-z_]/g, '')}'`)}`;

export interface LearnerFilters extends Omit<LearnersExportQuery, 'sort' | 'order'> {
  status?: LearnerStatus;
}

function learnerConditions(courseId: string, audience: AudienceFilter, f: LearnerFilters) {
  const conditions: (SQL | undefined)[] = [eq(enrollments.courseId, courseId), isNull(users.deletedAt)];
  if (audience)
    conditions.push(audience.userIds.length ? inArray(enrollments.userId, audience.userIds) : sql`false`);
  if (f.status) conditions.push(sql`${status} = ${f.status}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(users.username, like)),
    );
  }
  for (const field of ['company', 'zone', 'branch', 'department'] as const) {
    const value = f[field];
    if (value) conditions.push(sql`${detail(field)} = ${value}`);
  }
  if (f.joinedFrom) conditions.push(sql`${detail('date_of_joining')} >= ${f.joinedFrom}`);
  if (f.joinedTo) conditions.push(sql`left(${detail('date_of_joining')}, 10) <= ${f.joinedTo}`);
  return and(...conditions);
}

const SORTS = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  status,
  score: sql`coalesce(${s.score}, 0)`,
  timeSpent: sql`coalesce(${s.timeSpent}, 0)`,
  progress: sql`coalesce(${s.viewedPercentage}, 0)`,
  completedAt: s.completedAt,
};

const learnerColumns = {
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  company: detail('company'),
  zone: detail('zone'),
  branch: detail('branch'),
  department: detail('department'),
  status,
  progress: sql<number>`coalesce(${s.viewedPercentage}, 0)`,
  score: sql<number>`coalesce(${s.score}, 0)`,
  timeSpent: sql<number>`coalesce(${s.timeSpent}, 0)`,
  completedAt: s.completedAt,
};

/** A page of a course's enrolled learners with their standing, filtered and sorted. */
export function courseLearners(
  db: Db,
  courseId: string,
  audience: AudienceFilter,
  filters: LearnerFilters,
  page: { sort: keyof typeof SORTS; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const by = page.order === 'asc' ? asc : desc;
  return db
    .select(learnerColumns)
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(s, and(eq(s.courseId, enrollments.courseId), eq(s.userId, enrollments.userId)))
    .where(learnerConditions(courseId, audience, filters))
    .orderBy(by(SORTS[page.sort]), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The same rows as courseLearners without a page, for an export: one sorted query read through a
 * cursor in one transaction, a chunk at a time (OFFSET pages would sort the course again per chunk).
 */
export function courseLearnersInOrder(
  db: Db,
  courseId: string,
  audience: AudienceFilter,
  filters: LearnerFilters,
  page: { sort: keyof typeof SORTS; order: 'asc' | 'desc'; chunk: number },
) {
  const columns = sql.join(
    Object.entries(learnerColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const direction = sql.raw(page.order === 'asc' ? 'asc' : 'desc');
  const query = sql`select ${columns} from ${enrollments}
    inner join ${users} on ${eq(users.id, enrollments.userId)}
    left join ${s} on ${and(eq(s.courseId, enrollments.courseId), eq(s.userId, enrollments.userId))}
    where ${learnerConditions(courseId, audience, filters)}
    order by ${SORTS[page.sort]} ${direction}, ${users.id} asc`;
  return cursorChunks<Awaited<ReturnType<typeof courseLearners>>[number]>(db, query, page.chunk);
}

export async function countCourseLearners(
  db: Db,
  courseId: string,
  audience: AudienceFilter,
  f: LearnerFilters,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(s, and(eq(s.courseId, enrollments.courseId), eq(s.userId, enrollments.userId)))
    .where(learnerConditions(courseId, audience, f));
  return row?.n ?? 0;
}

export async function enrolledCount(db: Db, courseId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId));
  return row?.n ?? 0;
}

/** A course's statuses among some learners only (a manager's reports). */
export function statusCounts(db: Db, courseId: string, audience: { userIds: string[] }) {
  return db
    .select({
      status,
      n: sql<number>`count(*)::int`,
      scoreSum: sql<number>`coalesce(sum(${s.score}) filter (where ${s.status} <> 'in_progress'), 0)`,
      time: sql<number>`coalesce(sum(${s.timeSpent}), 0)`,
    })
    .from(enrollments)
    .leftJoin(s, and(eq(s.courseId, enrollments.courseId), eq(s.userId, enrollments.userId)))
    .where(and(eq(enrollments.courseId, courseId), audienceOn(enrollments.userId, audience)))
    .groupBy(status);
}

export { answerCounts, completionDays, itemTotals } from './counters.repo';

/** Learners per score band of ten for scored decks (records that finished an attempt). */
export function scoreBands(db: Db, deckIds: string[], audience: AudienceFilter) {
  if (deckIds.length === 0) return Promise.resolve([]);
  const score = sql`(${progress.record}->>'score')::float`;
  const band = sql<number>`least(9, floor(coalesce(${score}, 0) / 10))::int`;
  return db
    .select({ deckId: progress.itemId, band, n: sql<number>`count(*)::int` })
    .from(progress)
    .where(
      and(
        eq(progress.scope, 'deck'),
        inArray(progress.itemId, deckIds),
        sql`(${progress.record}->>'viewAttempts')::int > 0`,
        audienceOn(progress.userId, audience),
      ),
    )
    .groupBy(progress.itemId, band);
}

/** Answers to a deck's questions grouped by a segmentation detail of who gave them. */
export function responsesBySegment(db: Db, deckId: string, field: SegmentField, audience: AudienceFilter) {
  const group = sql<string>`coalesce(${detail(field)}, '')`;
  return db
    .select({
      group,
      questionId: questionResponses.questionId,
      responses: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${questionResponses.correct})::int`,
    })
    .from(questionResponses)
    .innerJoin(users, eq(users.id, questionResponses.userId))
    .where(and(eq(questionResponses.deckId, deckId), audienceOn(questionResponses.userId, audience)))
    .groupBy(group, questionResponses.questionId)
    .orderBy(group, questionResponses.questionId);
}

const audienceOn = (
  column:
    | typeof questionResponses.userId
    | typeof progress.userId
    | typeof enrollments.userId
    | typeof certificates.userId,
  audience: AudienceFilter,
) => (audience ? (audience.userIds.length ? inArray(column, audience.userIds) : sql`false`) : undefined);

/** The answer's text (a free-text answer unquoted) or its author's name contains `search`. */
export function answerOrNameLike(response: SQLWrapper, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(sql`${response} #>> '{}'`, like),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
  );
}

/** Each answer given to a deck's questions, newest first, with who gave it. */
export function deckResponses(
  db: Db,
  deckId: string,
  audience: AudienceFilter,
  page: { limit: number; offset: number; userId?: string; questionId?: string; search?: string },
) {
  const q = questionResponses;
  return db
    .select({
      userId: questionResponses.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      questionId: questionResponses.questionId,
      response: questionResponses.response,
      correct: questionResponses.correct,
      answeredAt: questionResponses.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(questionResponses)
    .innerJoin(users, eq(users.id, questionResponses.userId))
    .where(
      and(
        eq(questionResponses.deckId, deckId),
        audienceOn(questionResponses.userId, audience),
        page.userId ? eq(questionResponses.userId, page.userId) : undefined,
        page.questionId ? eq(q.questionId, page.questionId) : undefined,
        page.search ? answerOrNameLike(q.response, page.search) : undefined,
      ),
    )
    .orderBy(desc(questionResponses.createdAt), asc(questionResponses.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A learner's records (any scope), optionally only those of some items. */
export const recordsOf = (db: Db, userId: string, scope: 'course' | 'article' | null, courseId?: string) =>
  db
    .select({
      scope: progress.scope,
      itemId: progress.itemId,
      courseId: progress.courseId,
      record: progress.record,
    })
    .from(progress)
    .where(
      and(
        eq(progress.userId, userId),
        scope ? eq(progress.scope, scope) : undefined,
        courseId ? or(eq(progress.courseId, courseId), eq(progress.itemId, courseId)) : undefined,
      ),
    );

/** The courses a learner is enrolled in. */
export const enrolledCourseIds = async (db: Db, userId: string) =>
  (await db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId))).map(
    (r) => r.id,
  );

/** A record's status in SQL, as aggregates.logic reads it (a reader with a record has started). */
const recordStatus = sql<LearnerStatus>`case when (${progress.record}->>'completion')::boolean then 'completed'
  when coalesce((${progress.record}->>'viewAttempts')::int, 0) > 0
   and coalesce((${progress.record}->>'viewedPercentage')::float, 0) >= 100 then 'failed'
  else 'in_progress' end`;

/** Everyone's records of one item (an article, a deck), for its readers list. */
export function itemReaders(
  db: Db,
  scope: 'article' | 'deck',
  itemId: string,
  audience: AudienceFilter,
  page: { limit: number; offset: number; status?: LearnerStatus },
) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      record: progress.record,
      status: recordStatus,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(progress)
    .innerJoin(users, eq(users.id, progress.userId))
    .where(
      and(
        eq(progress.scope, scope),
        eq(progress.itemId, itemId),
        audienceOn(progress.userId, audience),
        isNull(users.deletedAt),
        page.status ? sql`${recordStatus} = ${page.status}` : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export const courseCertificates = (db: Db, courseId: string, audience: AudienceFilter) =>
  db
    .select()
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), audienceOn(certificates.userId, audience)))
    .orderBy(desc(certificates.issuedAt))
    .limit(1000);

/** Readers, completions, failures, average score and time of one item, from its records. */
export async function itemFigures(
  db: Db,
  scope: 'article' | 'deck',
  itemId: string,
  audience: AudienceFilter,
  status?: LearnerStatus,
) {
  const num = (key: string) => sql`coalesce((${progress.record}->>${key})::float, 0)`;
  const [row] = await db
    .select({
      readers: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${recordStatus} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${recordStatus} = 'failed')::int`,
      averageScore: sql<
        number | null
      >`round(avg(${num('score')}) filter (where ${recordStatus} <> 'in_progress')::numeric, 1)::float`,
      averageTimeSpent: sql<number>`coalesce(round(avg(${num('timeSpent')}))::int, 0)`,
    })
    .from(progress)
    .where(
      and(
        eq(progress.scope, scope),
        eq(progress.itemId, itemId),
        audienceOn(progress.userId, audience),
        status ? sql`${recordStatus} = ${status}` : undefined,
      ),
    );
  return {
    readers: row?.readers ?? 0,
    completed: row?.completed ?? 0,
    failed: row?.failed ?? 0,
    averageScore: row?.averageScore ?? null,
    averageTimeSpent: row?.averageTimeSpent ?? 0,
  };
}
