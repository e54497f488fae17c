import type { DeckSettings } from '@lp/shared/content';
import type { ResponseValue } from '@lp/shared/formats/assessment';
import type { DeckCompletedPayload, ProgressRecord } from '@lp/shared/progress';

/** What a reader reports when the learner finishes: only facts, never a score or points. */
export type ReaderCompletion = Pick<
  DeckCompletedPayload,
  'viewedPercentage' | 'responses' | 'askedQuestionIds' | 'level' | 'proctor'
>;

/** What became of a completion: recorded by the server, kept on the device, or not recorded (preview). */
export type ReaderOutcome =
  | { status: 'sent'; record: ProgressRecord | null; rejection: string | null }
  | { status: 'saved' }
  | { status: 'preview' };

/** The props every format's Reader takes (formats/<category>/Reader.tsx). */
export interface ReaderProps {
  name: string;
  /** The deck being played (absent for articles and previews of unsaved content). */
  deckId?: string;
  /** The content as the learner receives it (assessments without answer keys). */
  content: Record<string, unknown>;
  /** Deck settings; articles outside a course have none. */
  settings: DeckSettings | null;
  /** The learner's record before this attempt. */
  record: ProgressRecord | null;
  onComplete: (result: ReaderCompletion) => Promise<ReaderOutcome>;
  /** QUESTION_RESPONSE for one answer. */
  onRespond?: (questionId: string, response: ResponseValue) => void;
  /** Start a new attempt (retake). */
  onRestart?: () => void;
}
