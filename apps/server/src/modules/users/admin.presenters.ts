import { courseProgressState } from '@lp/shared/content/course-access';
import { normalizeLicenseType } from '@lp/shared/permissions';
import { normalizeRecord, type ProgressRecord } from '@lp/shared/progress';
import type { AdminUserRow, UserCourse } from '@lp/shared/users/admin';
import type { CourseRow, UserRow } from '../../db/schema';

/** A user as the admin lists show them (no password hash, ever). */
export const toAdminUserRow = (user: UserRow): AdminUserRow => ({
  _id: user.id,
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone: user.phone,
  lang: user.lang,
  stage: user.stage,
  license_type: normalizeLicenseType(user.licenseType),
  license_name: user.licenseName,
  isManager: user.isManager,
  managerId: user.managerId,
  details: user.details,
  active: user.active,
  createdAt: user.createdAt.toISOString(),
});

interface EnrolledCourse {
  courseId: string;
  name: string;
  settings: CourseRow['settings'];
  enrolledAt: Date;
  record: Record<string, unknown> | null;
}

/** An enrolled course with its SPEC §4 progress state; overdue once its end date passed unfinished. */
export function toUserCourse(row: EnrolledCourse, now: Date): UserCourse {
  const record = row.record ? normalizeRecord(row.record as Partial<ProgressRecord>) : null;
  const status = courseProgressState(record);
  const endsAt = row.settings.timing?.end ?? null;
  return {
    courseId: row.courseId,
    name: row.name,
    status,
    viewedPercentage: record?.viewedPercentage ?? 0,
    enrolledAt: row.enrolledAt.toISOString(),
    endsAt,
    overdue: status !== 'complete' && endsAt !== null && new Date(endsAt) < now,
  };
}
