import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsCourseLearners, articles, courses, enrollments, topics } from '../../db/schema';

/** The learner's enrolled courses of the team with their standing (none: not started). */
export const enrolledCourses = (db: Db, teamId: string, userId: string) =>
  db
    .select({
      id: courses.id,
      name: courses.name,
      kind: courses.kind,
      ownerId: courses.ownerId,
      status: analyticsCourseLearners.status,
      score: analyticsCourseLearners.score,
      enrolledAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(
      analyticsCourseLearners,
      and(eq(analyticsCourseLearners.courseId, courses.id), eq(analyticsCourseLearners.userId, userId)),
    )
    .where(and(eq(enrollments.userId, userId), eq(courses.teamId, teamId)))
    .orderBy(asc(courses.name));

export const coursesByIds = (db: Db, teamId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: courses.id, name: courses.name, ownerId: courses.ownerId })
        .from(courses)
        .where(and(eq(courses.teamId, teamId), inArray(courses.id, ids)));

export const articlesByIds = (db: Db, teamId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: articles.id, name: articles.name, ownerId: articles.ownerId })
        .from(articles)
        .where(and(eq(articles.teamId, teamId), inArray(articles.id, ids)));

export const topicsOfCourse = (db: Db, courseId: string) =>
  db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(eq(topics.courseId, courseId))
    .orderBy(asc(topics.position));
