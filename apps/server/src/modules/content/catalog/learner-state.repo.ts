import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client';
import { contentTags, enrollments, programCourses, programs, progress, tags } from '../../../db/schema';
import { sequenceToEarlier } from './catalog.repo';

/** What courseCards needs of one learner and some courses, read in one statement. */
export interface LearnerCourseState {
  enrolled: Map<string, Date>;
  records: Map<string, Record<string, unknown>>;
  tags: Map<string, { _id: string; name: string }[]>;
  /** Course id -> the courses before it in sequential programs (earlierCoursesInSequentialPrograms). */
  previousOf: Map<string, string[]>;
}

interface Row {
  enrolled: { courseId: string; createdAt: string }[];
  records: { itemId: string; record: Record<string, unknown> }[];
  tags: { itemId: string; id: string; name: string }[];
  sequence: { programId: string; courseId: string }[];
}

/**
 * The learner's enrolment dates and course records for `courseIds`, the courses' tags and the team's
 * sequential programs, as four json aggregates of one select: one round trip instead of four.
 */
export async function learnerCourseState(
  db: Db,
  teamId: string,
  userId: string,
  courseIds: string[],
): Promise<LearnerCourseState> {
  const ids = courseIds.length > 0 ? courseIds : ['00000000-0000-0000-0000-000000000000'];
  const [row] = await queryRows<Row>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('courseId', ${enrollments.courseId}, 'createdAt', ${enrollments.createdAt})), '[]')
         from ${enrollments}
         where ${and(eq(enrollments.userId, userId), inArray(enrollments.courseId, ids))}) as enrolled,
      (select coalesce(json_agg(json_build_object('itemId', ${progress.itemId}, 'record', ${progress.record})), '[]')
         from ${progress}
         where ${and(eq(progress.userId, userId), eq(progress.scope, 'course'), inArray(progress.itemId, ids))}) as records,
      (select coalesce(json_agg(json_build_object('itemId', ${contentTags.itemId}, 'id', ${tags.id}, 'name', ${tags.name}) order by ${tags.name}), '[]')
         from ${contentTags} inner join ${tags} on ${tags.id} = ${contentTags.tagId}
         where ${and(eq(contentTags.itemKind, 'course'), inArray(contentTags.itemId, ids))}) as tags,
      (select coalesce(json_agg(json_build_object('programId', ${programCourses.programId}, 'courseId', ${programCourses.courseId}) order by ${programCourses.programId}, ${programCourses.position}), '[]')
         from ${programCourses} inner join ${programs} on ${programs.id} = ${programCourses.programId}
         where ${and(eq(programs.teamId, teamId), eq(programs.sequential, true), eq(programs.published, true))}) as sequence`,
  );
  const tagMap = new Map<string, { _id: string; name: string }[]>();
  for (const t of row?.tags ?? [])
    tagMap.set(t.itemId, [...(tagMap.get(t.itemId) ?? []), { _id: t.id, name: t.name }]);
  return {
    enrolled: new Map((row?.enrolled ?? []).map((e) => [e.courseId, new Date(e.createdAt)])),
    records: new Map((row?.records ?? []).map((r) => [r.itemId, r.record])),
    tags: tagMap,
    previousOf: sequenceToEarlier(row?.sequence ?? []),
  };
}
