import { certificateContentSchema } from '@lp/shared/formats/certificate';
import type { Db } from '../../../../db/client';
import type { UserRow } from '../../../../db/schema';
import { learnerProgress } from '../../../progress/queries';
import { certificateDecks, insertCertificate } from './repo';

export interface CertificateLearner {
  user: UserRow;
  teamId: string;
}

export type Eligibility = 'eligible' | 'deckNotComplete' | 'courseNotComplete';

export const learnerNameOf = (user: UserRow) =>
  [user.firstName, user.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ') || user.username;

/** Whether a deck of this reader type issues certificates (the types `certificateDecks` reads). */
export const isCertificateDeck = (readerType: string) =>
  readerType === 'certificate' || readerType === 'certificatedeck';

/**
 * Issues the certificates a learner has become entitled to after progress changed: completed
 * certificate decks among `deckIds`, and course-completion certificates of the completed courses
 * among `courseIds`. Each learner gets one certificate per deck (a unique index keeps it so), so
 * calling this again changes nothing. Runs inside the progress transaction.
 */
export async function issueDueCertificates(
  db: Db,
  learner: CertificateLearner,
  changed: { deckIds: string[]; courseIds: string[] },
) {
  const candidates = await certificateDecks(db, learner.teamId, changed.deckIds, changed.courseIds);
  const progressByCourse = new Map<string, Awaited<ReturnType<typeof learnerProgress>>>();
  for (const deck of candidates) {
    let progress = progressByCourse.get(deck.courseId);
    if (!progress) {
      progress = await learnerProgress(db, learner.user.id, deck.courseId);
      progressByCourse.set(deck.courseId, progress);
    }
    if (eligibility(deck, progress) === 'eligible') await issue(db, learner, deck);
  }
}

type CertificateDeck = Awaited<ReturnType<typeof certificateDecks>>[number];

export function eligibility(
  deck: CertificateDeck,
  progress: Awaited<ReturnType<typeof learnerProgress>>,
): Eligibility {
  if (!progress.decks[deck.id]?.completion) return 'deckNotComplete';
  const content = certificateContentSchema.safeParse(deck.content);
  const needsCourse = content.success && content.data.requireCourseCompletion === true;
  if (needsCourse && !progress.course?.completion) return 'courseNotComplete';
  return 'eligible';
}

export async function issue(db: Db, learner: CertificateLearner, deck: CertificateDeck) {
  const content = certificateContentSchema.safeParse(deck.content);
  await insertCertificate(db, {
    teamId: learner.teamId,
    userId: learner.user.id,
    deckId: deck.id,
    courseId: deck.courseId,
    learnerName: learnerNameOf(learner.user),
    courseName: deck.courseName,
    title: (content.success && content.data.title) || deck.name,
  });
}
