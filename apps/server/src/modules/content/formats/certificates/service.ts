import {
  CERTIFICATE_MESSAGES,
  type Certificate,
  type CertificateVerification,
} from '@lp/shared/formats/certificate';
import { can } from '@lp/shared/permissions';
import type { Db } from '../../../../db/client';
import type { CertificateRow, TeamRow, UserRow } from '../../../../db/schema';
import { conflict, notFound } from '../../../../lib/http-errors';
import { type Language, recipientLanguage } from '../../../../lib/i18n';
import { learnerProgress } from '../../../progress/queries';
import { findUserById, toUserResponse } from '../../../users/service';
import { eligibility, issue } from './issue';
import { certificateDecks, certificatesOfUser, findCertificate, findCertificateOfDeck } from './repo';

interface Caller {
  user: UserRow;
  team: TeamRow;
}

export const verifyUrlOf = (publicUrl: string, id: string) => `${publicUrl.replace(/\/+$/, '')}/verify/${id}`;

export const presentCertificate = (row: CertificateRow, publicUrl: string): Certificate => ({
  _id: row.id,
  deckId: row.deckId,
  courseId: row.courseId,
  learnerName: row.learnerName,
  courseName: row.courseName,
  title: row.title,
  issuedAt: row.issuedAt.toISOString(),
  verifyUrl: verifyUrlOf(publicUrl, row.id),
  pdfPath: `/api/v3/formats/certificates/${row.id}/pdf`,
});

export async function myCertificates(db: Db, publicUrl: string, caller: Caller) {
  const rows = await certificatesOfUser(db, caller.team.id, caller.user.id);
  return { certificates: rows.map((row) => presentCertificate(row, publicUrl)) };
}

/**
 * The learner's certificate of a certificate deck, issued now if their stored progress entitles
 * them to it (the deck complete and, when the deck asks for it, the course too). Idempotent.
 */
export async function issueForDeck(
  db: Db,
  publicUrl: string,
  caller: Caller,
  deckId: string,
): Promise<Certificate> {
  const existing = await findCertificateOfDeck(db, caller.user.id, deckId);
  if (existing && existing.teamId === caller.team.id) return presentCertificate(existing, publicUrl);
  const [deck] = await certificateDecks(db, caller.team.id, [deckId], []);
  if (!deck) throw notFound(CERTIFICATE_MESSAGES.deckNotFound);
  const state = eligibility(deck, await learnerProgress(db, caller.user.id, deck.courseId));
  if (state !== 'eligible') throw conflict(CERTIFICATE_MESSAGES[state]);
  await issue(db, { user: caller.user, teamId: caller.team.id }, deck);
  const issued = await findCertificateOfDeck(db, caller.user.id, deckId);
  if (!issued) throw new Error('certificate was not stored');
  return presentCertificate(issued, publicUrl);
}

/** A certificate its learner, or a builder of the same team, may download; anyone else gets 404. */
export async function certificateForDownload(db: Db, caller: Caller, id: string) {
  const row = await findCertificate(db, id);
  if (!row || row.teamId !== caller.team.id) throw notFound(CERTIFICATE_MESSAGES.notFound);
  const mayRead =
    row.userId === caller.user.id || can(toUserResponse(caller.user, caller.team), 'builder.view');
  if (!mayRead) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return row;
}

/** A certificate is written in its learner's language, whoever downloads it. */
export async function certificateLanguage(db: Db, caller: Caller, row: CertificateRow): Promise<Language> {
  const learner = row.userId === caller.user.id ? caller.user : await findUserById(db, row.userId);
  return recipientLanguage(learner?.lang, caller.team.languages);
}

/** Public check of a verification id: only what the certificate itself shows. */
export async function verifyCertificate(db: Db, id: string): Promise<CertificateVerification> {
  const row = await findCertificate(db, id);
  if (!row) throw notFound(CERTIFICATE_MESSAGES.unknownVerificationId);
  return {
    _id: row.id,
    learnerName: row.learnerName,
    courseName: row.courseName,
    title: row.title,
    issuedAt: row.issuedAt.toISOString(),
    valid: true,
  };
}
