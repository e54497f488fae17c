import type { ReaderProps } from '../kit/reader-props.ts';
import { SubmissionReader } from '../kit/submission/SubmissionReader.tsx';

/** Photo submission: the learner uploads a photo; a successful upload completes the deck. */
export function Reader({ content, deckId, onComplete }: ReaderProps) {
  return (
    <SubmissionReader category="photosubmission" content={content} deckId={deckId} onComplete={onComplete} />
  );
}
