import type { ReaderProps } from '../kit/reader-props.ts';
import { SubmissionReader } from '../kit/submission/SubmissionReader.tsx';

/** Document submission: the learner uploads a document (PDF); a successful upload completes the deck. */
export function Reader({ content, deckId, onComplete }: ReaderProps) {
  return (
    <SubmissionReader
      category="documentsubmission"
      content={content}
      deckId={deckId}
      onComplete={onComplete}
    />
  );
}
