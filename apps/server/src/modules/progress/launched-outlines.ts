import type { CourseOutline } from '../content/courses/course-outline.service';

type CourseRow = CourseOutline['course'];

/**
 * Outlines of launched courses, kept in memory: SPEC §4 lets no one change a launched course's
 * content, and a new launch changes `launchedAt`, which is part of the key. Programs are read
 * with the outline, so a course joining a program shows after its next launch.
 */
export class LaunchedOutlineCache {
  private readonly entries = new Map<string, CourseOutline>();
  private readonly limit = 500;

  private key(course: CourseRow) {
    return course.launched && course.launchedAt
      ? `${course.id}:${course.launchedAt.getTime()}:${course.updatedAt.getTime()}`
      : null;
  }

  get(course: CourseRow): CourseOutline | undefined {
    const key = this.key(course);
    return key ? this.entries.get(key) : undefined;
  }

  set(course: CourseRow, outline: CourseOutline) {
    const key = this.key(course);
    if (!key) return;
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...outline, course });
  }
}

export const launchedOutlines = new LaunchedOutlineCache();
