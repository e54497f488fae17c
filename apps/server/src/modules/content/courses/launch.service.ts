import { BUILDER_MESSAGES, type LaunchResult } from '@lp/shared/builder';
import type { Database, Db } from '../../../db/client';
import type { CourseRow } from '../../../db/schema';
import { enqueueNotices, kickOutbox } from '../../../jobs/notice-outbox';
import { badRequest } from '../../../lib/http-errors';
import { keyedNotice } from '../../../lib/i18n';
import { forgetCourse } from '../../analytics/aggregates.service';
import type { BuilderCaller } from '../authoring.policy';
import { courseLink } from '../enrolment/enrolment.notices';
import { forgetCourseInteractions } from '../formats/scorm/interactions.service';
import { courseOutline, courseToEdit } from './courses.service';
import * as outlineRepo from './outline.repo';
import * as versionsRepo from './versions.repo';

/** The course's name, topics and decks as they stand, kept with an archived version. */
async function outlineSnapshot(db: Db, course: CourseRow) {
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
 * topic and deck records; without it their progress carries over into the new version. The
 * audience's notices are queued in the same transaction and delivered by the notice job.
 */
export async function launchCourse(
  db: Database,
  caller: BuilderCaller,
  id: string,
  resetProgress: boolean,
): Promise<LaunchResult> {
  const course = await courseToEdit(db, caller, id);
  if ((await outlineRepo.deckCount(db, course.id)) === 0)
    throw badRequest(BUILDER_MESSAGES.emptyCourseLaunch);
  const now = new Date();
  const { launched, archivedVersion, notified } = await db.transaction(async (tx) => {
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
      if (resetProgress) {
        await versionsRepo.deleteCourseProgress(tx, course.teamId, course.id);
        await forgetCourse(tx, course.id);
        await forgetCourseInteractions(tx, course.teamId, course.id);
      }
      archived = course.version;
      version = course.version + 1;
    }
    const row = await outlineRepo.updateCourseRow(tx, course.id, {
      launched: true,
      published: true,
      launchedAt: now,
      version,
    });
    return { launched: row, archivedVersion: archived, notified: await queueLaunchNotices(tx, row) };
  });
  if (notified > 0) kickOutbox();
  return { course: await courseOutline(db, caller, launched), archivedVersion, notified };
}

/**
 * courses/{id}/unlaunch: learners no longer see it. An exam's or contest's audience data (its
 * progress records) is reset (SPEC §4 "unpublishing resets audience data").
 */
export async function unlaunchCourse(db: Database, caller: BuilderCaller, id: string) {
  const course = await courseToEdit(db, caller, id);
  const row = await db.transaction(async (tx) => {
    if (course.kind !== 'course') {
      await versionsRepo.deleteCourseProgress(tx, course.teamId, course.id);
      await forgetCourse(tx, course.id);
    }
    return outlineRepo.updateCourseRow(tx, course.id, { launched: false, published: false });
  });
  return courseOutline(db, caller, row);
}

/** A launch notice's text, by what was launched (a course, an exam, a contest). */
const LAUNCH_KEYS: Record<CourseRow['kind'], string> = {
  course: 'notices.launchCourse',
  exam: 'notices.launchExam',
  contest: 'notices.launchContest',
};

/**
 * The enrolled learners hear of a launch in their inbox and by mail: always for exams and
 * contests, for courses when enrolment notifications are on. Queues one notice per learner and
 * returns how many.
 */
async function queueLaunchNotices(db: Db, course: CourseRow): Promise<number> {
  if (course.kind === 'course' && !course.settings.notifications.enrolment) return 0;
  const audience = await versionsRepo.courseAudience(db, course.id);
  const notice = keyedNotice({ key: LAUNCH_KEYS[course.kind], params: { course: course.name } });
  const meta = { kind: 'course-launch', courseId: course.id, version: course.version, ...notice.meta };
  return enqueueNotices(
    db,
    audience.map((learner) => ({
      teamId: learner.teamId,
      userId: learner.id,
      title: notice.title,
      description: notice.text,
      link: courseLink(course.id),
      mailText: `${notice.text}\n\n`,
      meta,
    })),
  );
}
