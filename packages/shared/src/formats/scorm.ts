import { z } from 'zod';

/**
 * SCORM 1.2 and 2004 packages (reader types scorm and scormexam).
 *
 * Endpoints, all under /api/v3:
 * - POST formats/scorm/upload (multipart, one zip file field; builder.view) -> ScormPackage
 * - GET  formats/scorm/packages/{packageId} (builder.view) -> ScormPackage
 * - GET  formats/scorm/{deckId}/state (learner) -> ScormLaunch: the package to play and saved cmi
 * - POST formats/scorm/{deckId}/commit (learner) body ScormCommitBody -> ScormCommitResponse
 * - GET  formats/scorm/files/{token}/{path} (no headers; the token comes inside `launchUrl`)
 */
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export const scormVersionSchema = z.enum(SCORM_VERSIONS);
export type ScormVersion = z.infer<typeof scormVersionSchema>;

/** Deck content of scorm and scormexam decks: the uploaded package it plays (absent until one is uploaded). */
export const scormContentSchema = z.looseObject({
  packageId: z.uuid('Invalid package id').optional(),
});
export type ScormContent = z.infer<typeof scormContentSchema>;

/** An unpacked package as the builder sees it. */
export const scormPackageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  version: scormVersionSchema,
  /** The launch file of the first SCO, relative to the package root. */
  entry: z.string(),
  /** Unpacked size in bytes. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type ScormPackage = z.infer<typeof scormPackageSchema>;

export const scormPackageParamsSchema = z.object({ packageId: z.uuid('Invalid package id') });
export const scormDeckParamsSchema = z.object({ deckId: z.uuid('Invalid deck id') });

/** SCORM 2004 allows 64000 characters of suspend_data; leave room for the rest of the model. */
export const SCORM_CMI_MAX_CHARS = 256_000;

/**
 * The SCORM runtime data model as scorm-again renders it (nested JSON: for 1.2
 * `{ core: { lesson_status, score: { raw, min, max }, ... }, suspend_data, ... }`, for 2004
 * `{ completion_status, success_status, score: { scaled, raw, min, max }, progress_measure, ... }`).
 * The `cmi.` prefix is not part of the keys.
 */
export const scormCmiSchema = z
  .record(z.string(), z.unknown())
  .refine((cmi) => JSON.stringify(cmi).length <= SCORM_CMI_MAX_CHARS, {
    message: 'The SCORM data is too large',
  });
export type ScormCmi = z.infer<typeof scormCmiSchema>;

/** What the player needs: the package to load and the learner's saved runtime data, if any. */
export const scormLaunchSchema = z.object({
  deckId: z.string(),
  package: scormPackageSchema.pick({ _id: true, title: true, version: true, entry: true }),
  /** Absolute path of the entry file, carrying a short-lived access token (see docs/formats/scorm.md). */
  launchUrl: z.string(),
  /** The saved cmi to resume from, or null on a first attempt. */
  cmi: z.record(z.string(), z.unknown()).nullable(),
});
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

export const scormCommitBodySchema = z.object({
  cmi: scormCmiSchema,
  /** True for the final commit (LMSFinish / Terminate or the page unloading). */
  finished: z.boolean().default(false),
  /** Seconds spent since the previous commit; counted as time spent on the deck. */
  timeSpent: z.number().int().min(0).max(86_400).default(0),
});
export type ScormCommitBody = z.input<typeof scormCommitBodySchema>;

/** How the server read the cmi (never taken from the client as such). */
export const scormOutcomeSchema = z.object({
  status: z.enum(['incomplete', 'completed', 'passed', 'failed']),
  /** Score normalised to 0-100, or null when the package reported none. */
  score: z.number().min(0).max(100).nullable(),
  viewedPercentage: z.number().min(0).max(100),
});
export type ScormOutcome = z.infer<typeof scormOutcomeSchema>;

export const scormCommitResponseSchema = z.object({
  saved: z.literal(true),
  outcome: scormOutcomeSchema,
  /** The learner's deck record after this commit. */
  progress: z.object({
    viewedPercentage: z.number(),
    score: z.number(),
    points: z.number(),
    completion: z.boolean(),
    completionDate: z.string().nullable(),
  }),
});
export type ScormCommitResponse = z.infer<typeof scormCommitResponseSchema>;

export const SCORM_PATHS = {
  upload: 'formats/scorm/upload',
  package: (packageId: string) => `formats/scorm/packages/${packageId}`,
  state: (deckId: string) => `formats/scorm/${deckId}/state`,
  commit: (deckId: string) => `formats/scorm/${deckId}/commit`,
} as const;
