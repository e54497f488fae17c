import { LEARNER_EMAIL_MESSAGES } from '@lp/shared/content/enrolment';
import { can } from '@lp/shared/permissions';
import { INACTIVE_AFTER_DAYS, type ManagerReport, USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import type { Database } from '../../db/client';
import { enqueueNotices, kickOutbox } from '../../jobs/notice-outbox';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { keyedNotice } from '../../lib/i18n';
import { toUserCourse } from './admin.presenters';
import * as repo from './admin.repo';
import type { Caller } from './admin.service';
import { descendants, isAncestorOf } from './hierarchy.service';

const DAY_MS = 24 * 60 * 60 * 1000;

function assertManager(caller: Caller) {
  const holder = { license: { license_type: caller.user.licenseType, isManager: caller.user.isManager } };
  if (!can(holder, 'manager.view')) throw forbidden();
}

/**
 * /manager: everyone reporting to the caller (directly or not), nearest first, with each one's
 * course statuses, overdue courses, points, level and whether they have been inactive for
 * INACTIVE_AFTER_DAYS days (or never started).
 */
export async function managerReports(
  db: Database,
  caller: Caller,
  now = new Date(),
): Promise<ManagerReport[]> {
  assertManager(caller);
  const people = await descendants(db, caller.user.teamId, caller.user.id);
  const ids = people.map((person) => person._id);
  const [standing, courses] = await Promise.all([
    repo.standingOfUsers(db, ids),
    repo.coursesOfUsers(db, caller.user.teamId, ids),
  ]);
  const standingOf = new Map(standing.map((row) => [row.id, row]));
  const inactiveBefore = now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS;
  return people.map((person) => {
    const own = standingOf.get(person._id);
    const personCourses = courses
      .filter((row) => row.userId === person._id)
      .map((row) => toUserCourse(row, now));
    const lastActivity = own?.lastActivity ?? null;
    return {
      _id: person._id,
      username: person.username,
      first_name: person.first_name,
      last_name: person.last_name,
      email: own?.email ?? null,
      active: own?.active ?? false,
      depth: person.depth,
      points: own?.points ?? 0,
      level: own?.level ?? 1,
      lastActivity: lastActivity?.toISOString() ?? null,
      inactive: !lastActivity || lastActivity.getTime() < inactiveBefore,
      overdue: personCourses.filter((course) => course.overdue).length,
      courses: personCourses,
    };
  });
}

/**
 * A manager reminds one of their reports to keep learning: an in-app notification and an e-mail
 * (when they have an address) through the notice outbox. Answers whether an e-mail goes out.
 */
export async function nudgeReport(db: Database, caller: Caller, userId: string, message: string) {
  assertManager(caller);
  const target = await repo.findTeamUser(db, caller.user.teamId, userId);
  if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
  if (!(await isAncestorOf(db, caller.user.teamId, caller.user.id, target.id))) {
    throw forbidden(USER_ADMIN_MESSAGES.notAManager);
  }
  if (!target.active) throw conflict(LEARNER_EMAIL_MESSAGES.userDeactivated);
  const now = new Date();
  const open = (await repo.coursesOfUsers(db, target.teamId, [target.id]))
    .map((row) => toUserCourse(row, now))
    .filter((course) => course.status !== 'complete')
    .sort((a, b) => Number(b.overdue) - Number(a.overdue));
  const manager = `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.username;
  const first = open[0];
  const notice = keyedNotice({
    ...(first
      ? { key: 'notices.managerNudge', params: { manager, count: open.length, course: first.name } }
      : { key: 'notices.managerNudgeStreak', params: { manager } }),
    ...(message ? { note: `${manager}: ${message}` } : {}),
  });
  await enqueueNotices(db, [
    {
      teamId: target.teamId,
      userId: target.id,
      title: notice.title,
      description: notice.text,
      link: first ? `/courses/${first.courseId}` : '/',
      mailText: `${notice.text}\n\n`,
      meta: { kind: 'nudge', from: caller.user.id, ...notice.meta },
    },
  ]);
  kickOutbox();
  return Boolean(target.email);
}
