import { addDays, isAfter, isBefore } from 'date-fns';
import type { CourseSettings } from './index.ts';

/** SPEC §4 "Learner course access", in the order they are checked. */
export const COURSE_ACCESS_STATES = [
  'inactive',
  'locked',
  'notStarted',
  'ended',
  'vintageLocked',
  'prerequisiteLocked',
  'open',
] as const;
export type CourseAccessState = (typeof COURSE_ACCESS_STATES)[number];

export interface CourseAccess {
  state: CourseAccessState;
  /** When a time-locked course opens (notStarted, vintageLocked) or closed (ended), ISO. */
  at: string | null;
}

export interface CourseAccessInput {
  published: boolean;
  settings: Pick<CourseSettings, 'timing' | 'vintageDays' | 'isPublic' | 'teamSelfEnrolment'>;
  /** When this learner was enrolled; null when not enrolled. */
  enrolledAt: Date | null;
  /** Courses that must be complete first (earlier courses of a sequential program). */
  prerequisitesComplete: boolean;
  now: Date;
}

/**
 * Where a learner stands with a course. Unpublished courses are inactive; a learner who is not
 * enrolled sees the course locked unless it is public or open to the whole team; then the
 * course's own dates, the vintage delay counted from enrolment, and prerequisites.
 */
export function courseAccess(input: CourseAccessInput): CourseAccess {
  const { settings, now } = input;
  if (!input.published) return { state: 'inactive', at: null };
  const enrolled = input.enrolledAt !== null;
  if (!enrolled && !settings.isPublic && !settings.teamSelfEnrolment) return { state: 'locked', at: null };
  if (settings.timing.start && isBefore(now, new Date(settings.timing.start))) {
    return { state: 'notStarted', at: settings.timing.start };
  }
  if (settings.timing.end && isAfter(now, new Date(settings.timing.end))) {
    return { state: 'ended', at: settings.timing.end };
  }
  if (settings.vintageDays > 0 && input.enrolledAt) {
    const opensAt = addDays(input.enrolledAt, settings.vintageDays);
    if (isBefore(now, opensAt)) return { state: 'vintageLocked', at: opensAt.toISOString() };
  }
  if (!input.prerequisitesComplete) return { state: 'prerequisiteLocked', at: null };
  return { state: 'open', at: null };
}

/**
 * The next instant after `now` at which `courseAccess` may answer differently for the same input
 * (a start or end date, or the end of a vintage delay), or null when only a write can change it.
 * A cached answer stays good until then.
 */
export function courseAccessChangesAt(input: CourseAccessInput): Date | null {
  const { settings, now } = input;
  if (!input.published) return null;
  if (input.enrolledAt === null && !settings.isPublic && !settings.teamSelfEnrolment) return null;
  const instants = [settings.timing.start, settings.timing.end]
    .filter((at): at is string => Boolean(at))
    .map((at) => new Date(at));
  if (settings.vintageDays > 0 && input.enrolledAt)
    instants.push(addDays(input.enrolledAt, settings.vintageDays));
  // `ended` begins after the end instant itself, so the answer can change at it as well as after it.
  const upcoming = instants.filter((at) => !isBefore(at, now));
  if (upcoming.length === 0) return null;
  return new Date(Math.min(...upcoming.map((at) => at.getTime())));
}

/** The 403 of a course the learner cannot open now, with its access state (`locked`, `ended`...). */
export const COURSE_ACCESS_MESSAGES = {
  notOpen: (state: CourseAccessState) => `This course is not open to you (${state}).`,
} as const;

export const COURSE_PROGRESS_STATES = ['notStarted', 'inProgress', 'complete'] as const;
export type CourseProgressState = (typeof COURSE_PROGRESS_STATES)[number];

/** SPEC §4 "Course progress: not started, in progress, complete". */
export function courseProgressState(progress: { viewedPercentage: number; completion: boolean } | null) {
  if (!progress) return 'notStarted' as const;
  if (progress.completion) return 'complete' as const;
  return progress.viewedPercentage > 0 ? ('inProgress' as const) : ('notStarted' as const);
}
