import { z } from 'zod';

/**
 * Certificates. A certificate deck, once completed (and, when its content says so, once its course
 * is complete too), issues one certificate per learner; the certificate id is its verification id.
 *
 * Endpoints, all under /api/v3:
 * - POST formats/certificates/{deckId}/issue (learner; idempotent) -> Certificate, or 409 with a
 *   message while the learner is not eligible yet
 * - GET  formats/certificates/mine (learner) -> CertificateList
 * - GET  formats/certificates/{id}/pdf (the learner, or builder.view of that team) -> application/pdf
 * - GET  certificates/{id}/verify (public, no token, rate limited) -> CertificateVerification, 404 if unknown
 * The web page /verify/{id} shows the verification.
 */

/** Deck content of certificate decks. */
export const certificateContentSchema = z.looseObject({
  /** The title printed on the certificate; the deck name when absent. */
  title: z.string().trim().max(200).optional(),
  /** Issue only when the whole course is complete, not just this deck. */
  requireCourseCompletion: z.boolean().optional(),
});
export type CertificateContent = z.infer<typeof certificateContentSchema>;

export const certificateSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  courseId: z.string().nullable(),
  learnerName: z.string(),
  courseName: z.string(),
  title: z.string(),
  issuedAt: z.string(),
  /** Public page that confirms the certificate: `${publicUrl}/verify/${_id}`. */
  verifyUrl: z.string(),
  /** API path of the PDF (needs the access token): `/api/v3/formats/certificates/${_id}/pdf`. */
  pdfPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.object({ certificates: z.array(certificateSchema) });
export type CertificateList = z.infer<typeof certificateListSchema>;

/** Only what a stranger holding the id may see. */
export const certificateVerificationSchema = z.object({
  _id: z.string(),
  learnerName: z.string(),
  courseName: z.string(),
  title: z.string(),
  issuedAt: z.string(),
  valid: z.boolean(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateParamsSchema = z.object({ id: z.uuid('Invalid certificate id') });
export const certificateDeckParamsSchema = z.object({ deckId: z.uuid('Invalid deck id') });

/** Refusals of certificates; the 409s while a certificate waits for its step or its course. */
export const CERTIFICATE_MESSAGES = {
  deckNotComplete: 'Finish this certificate step first',
  courseNotComplete: 'Complete the course to receive this certificate',
  deckNotFound: 'Certificate deck not found',
  notFound: 'Certificate not found',
  unknownVerificationId: 'No certificate has this verification id',
} as const;

export const CERTIFICATE_PATHS = {
  issue: (deckId: string) => `formats/certificates/${deckId}/issue`,
  mine: 'formats/certificates/mine',
  pdf: (id: string) => `formats/certificates/${id}/pdf`,
  verify: (id: string) => `certificates/${id}/verify`,
} as const;
