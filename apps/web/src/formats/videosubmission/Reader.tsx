import { SubmissionReader } from '../documentsubmission/SubmissionReader.tsx';
import type { ReaderProps } from '../reader-props.ts';

/** Video submission: the learner uploads a video; a successful upload completes the deck. */
export function Reader({ content, deckId, onComplete }: ReaderProps) {
  return (
    <SubmissionReader category="videosubmission" content={content} deckId={deckId} onComplete={onComplete} />
  );
}
