import type { ReaderProps } from '../kit/reader-props.ts';
import { SubmissionReader } from '../kit/submission/SubmissionReader.tsx';

/** Video submission: the learner uploads a video; a successful upload completes the deck. */
export function Reader({ content, deckId, onComplete }: ReaderProps) {
  return (
    <SubmissionReader category="videosubmission" content={content} deckId={deckId} onComplete={onComplete} />
  );
}
