import type { MoveDirection } from './builder.ts';

/** The builder's refusals (409 for launched courses and the post-launch exam and contest locks). */
export const BUILDER_MESSAGES = {
  courseLaunched: 'This course is launched. Unlaunch it to edit its content.',
  sequentialLaunched: 'This course is launched. Unlaunch it to change sequential mode.',
  examStructureLocked:
    'This exam has been launched: topics and decks can no longer be added, deleted or moved.',
  contestStructureLocked:
    'This contest has been launched: topics and decks can no longer be added, deleted or moved.',
  examScoredDeckLocked: 'This exam has been launched: its quizzes and games can no longer be changed.',
  contestScoredDeckLocked: 'This contest has been launched: its quizzes and games can no longer be changed.',
  emptyCourseLaunch: 'Add at least one deck before launching.',
  programThemeTooManyCourses: (max: number) =>
    `Programs can be themed only if they hold fewer than ${max} courses.`,
  examFormatNotAllowed: (readerType: string) => `Exams cannot hold ${readerType} decks.`,
  unknownReaderType: (readerType: string) => `Unknown reader type: ${readerType}`,
  formatDisabled: (readerType: string) =>
    `The ${readerType} format is not enabled for this team. An admin can enable it in the admin panel.`,
  alreadyFirst: 'This item is already first.',
  alreadyLast: 'This item is already last.',
  courseInProgramOnce: 'A course can be in a program only once.',
  unknownTag: 'Unknown tag',
  unknownCourse: 'Unknown course',
} as const;

/** What a launched exam or contest no longer lets the builder change: its outline or its scored decks. */
export function launchedAssessmentMessage(
  kind: 'exam' | 'contest',
  lock: 'structure' | 'scoredDeck',
): string {
  if (lock === 'structure') {
    return kind === 'exam' ? BUILDER_MESSAGES.examStructureLocked : BUILDER_MESSAGES.contestStructureLocked;
  }
  return kind === 'exam' ? BUILDER_MESSAGES.examScoredDeckLocked : BUILDER_MESSAGES.contestScoredDeckLocked;
}

export const alreadyAtEdgeMessage = (direction: MoveDirection): string =>
  direction === 'up' ? BUILDER_MESSAGES.alreadyFirst : BUILDER_MESSAGES.alreadyLast;
