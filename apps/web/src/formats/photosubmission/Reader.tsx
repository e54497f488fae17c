import { SubmissionReader } from '../documentsubmission/SubmissionReader.tsx';
import type { ReaderProps } from '../reader-props.ts';

/** Photo submission: the learner uploads a photo; a successful upload completes the deck. */
export function Reader({ content, deckId, onComplete }: ReaderProps) {
  return (
    <SubmissionReader category="photosubmission" content={content} deckId={deckId} onComplete={onComplete} />
  );
}
