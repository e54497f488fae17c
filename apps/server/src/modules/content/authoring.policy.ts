import { BUILDER_MESSAGES, type CourseEditing, launchedAssessmentMessage } from '@lp/shared/builder';
import { type Ability, can } from '@lp/shared/permissions';
import { ruleFor } from '@lp/shared/progress/reader-types';
import type { CourseRow, TeamRow, UserRow } from '../../db/schema';
import { conflict, forbidden } from '../../lib/http-errors';

/** The signed-in user of a builder request. */
export interface BuilderCaller {
  user: UserRow;
  team: TeamRow;
}

const has = (caller: BuilderCaller, ability: Ability) =>
  can({ license: { license_type: caller.user.licenseType, isManager: caller.user.isManager } }, ability);

export const NOT_YOUR_CONTENT = 'You can only edit content you created.';

/** Creators, admins and super admins build; managers may only look. */
export const canBuild = (caller: BuilderCaller) => has(caller, 'builder.view');
/** Whether the caller sees everyone's content of the team, not only their own. */
export const seesWholeTeam = (caller: BuilderCaller) =>
  has(caller, 'builder.crossAccess') || has(caller, 'manager.view');

export function assertBuilderReader(caller: BuilderCaller) {
  if (!canBuild(caller) && !has(caller, 'manager.view')) throw forbidden();
}

/** Reading an item: its owner, a cross-access admin, or a manager (read-only). */
export function assertCanRead(caller: BuilderCaller, item: { ownerId: string | null }) {
  assertBuilderReader(caller);
  if (seesWholeTeam(caller) || item.ownerId === caller.user.id) return;
  throw forbidden(NOT_YOUR_CONTENT);
}

/** Changing an item: its creator, or an admin with cross access; never a manager who only reads. */
export function assertCanEdit(caller: BuilderCaller, item: { ownerId: string | null }) {
  if (!canBuild(caller)) throw forbidden();
  if (has(caller, 'builder.crossAccess') || item.ownerId === caller.user.id) return;
  throw forbidden(NOT_YOUR_CONTENT);
}

export function assertAbility(caller: BuilderCaller, ability: Ability) {
  if (!has(caller, ability)) throw forbidden();
}

/** SPEC §2 "Managers have a reduced builder (no report downloads)". */
export function assertCanDownloadReports(caller: BuilderCaller) {
  if (caller.user.isManager || !canBuild(caller)) throw forbidden();
}

type CourseState = Pick<CourseRow, 'kind' | 'launched' | 'launchedAt'>;

/** Exams and contests launched at least once keep their structure and their quizzes (SPEC §4). */
const frozenAssessment = (course: CourseState): course is CourseState & { kind: 'exam' | 'contest' } =>
  course.kind !== 'course' && course.launchedAt !== null;

/** Quizzes and games: the decks that score a learner (assessment, game, scorm, scormexam). */
export function isScoredDeck(readerType: string): boolean {
  return ruleFor(readerType)?.group === 'scored';
}

export function editingState(course: CourseState): CourseEditing {
  const frozen = frozenAssessment(course);
  const message = course.launched
    ? BUILDER_MESSAGES.courseLaunched
    : frozenAssessment(course)
      ? launchedAssessmentMessage(course.kind, 'structure')
      : null;
  return { contentLocked: course.launched, structureLocked: frozen, scoredDecksLocked: frozen, message };
}

/** Any change to topics or decks: not while launched. */
export function assertContentEditable(course: CourseState) {
  if (course.launched) throw conflict(BUILDER_MESSAGES.courseLaunched);
}

/** New topics, deletions and moves: also never again in an exam or contest once launched. */
export function assertStructureEditable(course: CourseState) {
  assertContentEditable(course);
  if (frozenAssessment(course)) throw conflict(launchedAssessmentMessage(course.kind, 'structure'));
}

/** Adding or changing a deck: a launched exam's or contest's quizzes and games stay as they were. */
export function assertDeckEditable(course: CourseState, readerType: string) {
  assertContentEditable(course);
  if (frozenAssessment(course) && isScoredDeck(readerType))
    throw conflict(launchedAssessmentMessage(course.kind, 'scoredDeck'));
}
