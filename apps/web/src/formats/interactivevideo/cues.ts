import type { LearnerQuestion } from '../kit/questions/questions.ts';
import { questionsOf } from '../kit/questions/questions.ts';

export interface VideoCue {
  at: number;
  question: LearnerQuestion;
}

/** The questions of an interactive video with the time each appears, in the order they appear. */
export function cuesOf(content: Record<string, unknown>): VideoCue[] {
  const questions = new Map(questionsOf(content).map((question) => [question.id, question]));
  const cues = Array.isArray(content.cues) ? content.cues : [];
  return cues
    .flatMap((cue): VideoCue[] => {
      if (typeof cue !== 'object' || cue === null) return [];
      const question = questions.get(String(cue.questionId));
      return question && typeof cue.at === 'number' ? [{ at: cue.at, question }] : [];
    })
    .sort((a, b) => a.at - b.at);
}

/**
 * The first unanswered cue at or before the playhead `to`: a seek past a question stops at it
 * too, so no question can be skipped.
 */
export function dueCue(cues: VideoCue[], answered: ReadonlySet<string>, to: number): VideoCue | undefined {
  return cues.find((cue) => cue.at <= to && !answered.has(cue.question.id));
}
