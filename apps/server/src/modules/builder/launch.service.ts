import { BUILDER_MESSAGES, type LaunchResult } from '@lp/shared/builder';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { CourseRow } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { sendEmail } from '../notifications/delivery';
import { notify } from '../notifications/inbox.service';
import { courseOutline, courseToEdit } from './courses.service';
import * as outlineRepo from './outline.repo';
import type { BuilderCaller } from './policy';
import * as versionsRepo from './versions.repo';

export interface LaunchDeps {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  publicUrl: string;
}

/** The course's name, topics and decks as they stand, kept with an archived version. */
async function outlineSnapshot(db: Database, course: CourseRow) {
  const [topics, decks] = await Promise.all([
    outlineRepo.topicsOfCourse(db, course.id),
    outlineRepo.decksOfCourse(db, course.id),
  ]);
  return {
    name: course.name,
    kind: course.kind,
    settings: course.settings,
    topics: topics.map((topic) => ({
      _id: topic.id,
      name: topic.name,
      decks: decks
        .filter((deck) => deck.topicId === topic.id)
        .map((deck) => ({ _id: deck.id, name: deck.name, readerType: deck.readerType })),
    })),
  };
}

/**
 * courses/{id}/launch. A relaunch (the course was launched before) or a reset starts a new version:
 * the learners' data of the one before is archived as an old version (downloadable as a report in
 * Old Versions) and the version number rises. `resetProgress` also removes the learners' course,
 * topic and deck records; without it their progress carries over into the new version.
 */
export async function launchCourse(
  deps: LaunchDeps,
  caller: BuilderCaller,
  id: string,
  resetProgress: boolean,
): Promise<LaunchResult> {
  const { db } = deps;
  const course = await courseToEdit(db, caller, id);
  if ((await outlineRepo.deckCount(db, course.id)) === 0)
    throw badRequest(BUILDER_MESSAGES.emptyCourseLaunch);
  const now = new Date();
  const { launched, archivedVersion } = await db.transaction(async (txRaw) => {
    const tx = txRaw as Database;
    let version = course.version;
    let archived: number | null = null;
    const report = await versionsRepo.courseReportRows(tx, course.id);
    // A first launch has no earlier version to keep unless learners already have data (nothing to archive otherwise).
    if (course.launchedAt !== null || (resetProgress && report.length > 0)) {
      await versionsRepo.insertCourseVersion(tx, {
        teamId: course.teamId,
        courseId: course.id,
        version: course.version,
        outline: await outlineSnapshot(tx, course),
        report,
        archivedBy: caller.user.id,
        archivedAt: now,
      });
      if (resetProgress) await versionsRepo.deleteCourseProgress(tx, course.teamId, course.id);
      archived = course.version;
      version = course.version + 1;
    }
    const row = await outlineRepo.updateCourseRow(tx, course.id, {
      launched: true,
      published: true,
      launchedAt: now,
      version,
    });
    return { launched: row, archivedVersion: archived };
  });
  const notified = await tellAudience(deps, launched);
  return { course: await courseOutline(db, caller, launched), archivedVersion, notified };
}

/**
 * courses/{id}/unlaunch: learners no longer see it. An exam's or contest's audience data (its
 * progress records) is reset (SPEC §4 "unpublishing resets audience data").
 */
export async function unlaunchCourse(db: Database, caller: BuilderCaller, id: string) {
  const course = await courseToEdit(db, caller, id);
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as Database;
    if (course.kind !== 'course') await versionsRepo.deleteCourseProgress(tx, course.teamId, course.id);
    return outlineRepo.updateCourseRow(tx, course.id, { launched: false, published: false });
  });
  return courseOutline(db, caller, row);
}

/**
 * The enrolled learners hear of a launch in their inbox and by mail: always for exams and
 * contests, for courses when enrolment notifications are on. Returns how many were told.
 */
async function tellAudience(deps: LaunchDeps, course: CourseRow): Promise<number> {
  if (course.kind === 'course' && !course.settings.notifications.enrolment) return 0;
  const audience = await versionsRepo.courseAudience(deps.db, course.id);
  const path = `/courses/${course.id}`;
  const link = new URL(path, deps.publicUrl).toString();
  const title = `New ${course.kind}: ${course.name}`;
  for (const learner of audience) {
    await notify({
      db: deps.db,
      teamId: learner.teamId,
      userId: learner.id,
      title,
      description: `The ${course.kind} "${course.name}" is now open for you.`,
      link: path,
      meta: { kind: 'course-launch', courseId: course.id, version: course.version },
    });
    if (learner.email)
      await sendEmail(deps, {
        teamId: learner.teamId,
        to: learner.email,
        subject: title,
        text: `Hello ${learner.firstName || learner.username},\n\nThe ${course.kind} "${course.name}" is now open for you:\n${link}\n`,
        meta: { kind: 'course-launch', courseId: course.id, userId: learner.id },
      });
  }
  return audience.length;
}
