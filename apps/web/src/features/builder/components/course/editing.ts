import type { BuilderCourse } from '@lp/shared/builder';
import { ruleFor } from '@lp/shared/progress';

/** Quizzes and games: the decks that score a learner (frozen in a launched exam or contest). */
export const isScoredDeck = (readerType: string) => ruleFor(readerType)?.group === 'scored';

export interface OutlineRights {
  /** Rename topics, add decks. */
  editContent: boolean;
  /** New topics, deletions, moves (SPEC §4 exam/contest post-launch limits). */
  editStructure: boolean;
  /** Change this deck's content or settings, duplicate it. */
  editDeck: (readerType: string) => boolean;
}

/** What the builder may change in a course's outline now; managers change nothing. */
export function outlineRights(course: BuilderCourse, readOnly: boolean): OutlineRights {
  const { contentLocked, structureLocked, scoredDecksLocked } = course.editing;
  const editContent = !readOnly && !contentLocked;
  return {
    editContent,
    editStructure: editContent && !structureLocked,
    editDeck: (readerType) => editContent && !(scoredDecksLocked && isScoredDeck(readerType)),
  };
}
