import { z } from 'zod';

/**
 * SCORM 1.2 and 2004 packages (reader types scorm and scormexam).
 *
 * Endpoints, all under /api/v3:
 * - POST formats/scorm/upload (multipart, one zip file field; builder.view) -> ScormPackage
 * - GET  formats/scorm/packages/{packageId} (builder.view) -> ScormPackage
 * - GET  formats/scorm/{deckId}/state?embedder= (learner) -> ScormLaunch: the player's URL on the
 *        content origin, carrying a runtime token for this learner and deck
 * - POST formats/scorm/{deckId}/runtime_token body { embedder } (learner) -> ScormRuntimeToken
 * - POST formats/scorm/{deckId}/commit (learner) body ScormCommitBody -> ScormCommitResponse
 *
 * On the content origin (CONTENT_ORIGIN, never the app's; see docs/formats/scorm.md):
 * - GET  /scorm/player?embedder=#<token>: the player page (scorm-again runtime + the package frame)
 * - GET  /scorm/runtime/session (Authorization: Bearer <runtime token>) -> ScormPlayerSession
 * - POST /scorm/runtime/commit (Authorization: Bearer <runtime token>) body ScormCommitBody
 *        -> ScormCommitResponse
 * - GET  /scorm/files/{packageId}/{fileToken}/{path}: the package's files
 */
/** Refusals of SCORM uploads, of the package files and of the runtime. */
export const SCORM_MESSAGES = {
  packageRequired: 'Choose a SCORM package: a .zip file with imsmanifest.xml at its root',
  packageNotFound: 'SCORM package not found',
  noManifest: 'The package has no imsmanifest.xml at its root',
  encrypted: 'Encrypted packages are not supported',
  unpackedTooLarge: 'The unpacked package is too large',
  notScormDeck: 'This deck does not play a SCORM package',
  noPackageYet: 'This deck has no SCORM package yet',
  noSuchItem: 'This package has no such item',
  openFromApp: 'Open this lesson from the learning app.',
  lessonLinkExpired: 'This lesson link has expired or is not valid; open the lesson again',
  invalidFilePath: 'Invalid file path',
  fileNotInPackage: 'File not found in this package',
} as const;

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

/** An http(s) origin such as `https://learn.example.com` (no path): where the app runs. */
export const embedderOriginSchema = z
  .string()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'Give the origin of the page that plays the lesson, such as https://learn.example.com');

/** GET formats/scorm/{deckId}/state: the app origin that will frame the player. */
export const scormStateQuerySchema = z.object({ embedder: embedderOriginSchema.optional() });
/** POST formats/scorm/{deckId}/runtime_token */
export const scormRuntimeTokenBodySchema = z.object({ embedder: embedderOriginSchema });

/** What the app frames: the player page on the content origin, its runtime token in the fragment. */
export const scormLaunchSchema = z.object({
  deckId: z.string(),
  package: scormPackageSchema.pick({ _id: true, title: true, version: true, entry: true }),
  /** `${contentOrigin}/scorm/player?embedder=...#<runtime token>` (see docs/formats/scorm.md). */
  launchUrl: z.string(),
  /** The origin the player runs on; the only origin the app accepts player messages from. */
  contentOrigin: z.string(),
  /** When the runtime token in launchUrl stops working unless renewed (ISO date). */
  expiresAt: z.string(),
});
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

/** A fresh runtime token for a player that is still open. */
export const scormRuntimeTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ScormRuntimeToken = z.infer<typeof scormRuntimeTokenSchema>;

export const SCORM_ITEM_STATUSES = ['not attempted', 'incomplete', 'completed', 'passed', 'failed'] as const;
export type ScormItemStatus = (typeof SCORM_ITEM_STATUSES)[number];

/**
 * One entry of the package's table of contents (an `<item>` of its organization, depth first).
 * Clusters have no url. What the learner may do follows the manifest's sequencing: `selectable`
 * (choice), `flow` (continue / previous) and `forwardOnly` of the cluster the item belongs to.
 */
export const scormTocItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  depth: z.number().int().min(0),
  visible: z.boolean(),
  scormType: z.enum(['sco', 'asset']).nullable(),
  /** Path of the item's launch file on the content origin, or null for a cluster. */
  url: z.string().nullable(),
  status: z.enum(SCORM_ITEM_STATUSES),
  selectable: z.boolean(),
  flow: z.boolean(),
  forwardOnly: z.boolean(),
  /** The item's saved runtime data, or null before its first launch. */
  cmi: z.record(z.string(), z.unknown()).nullable(),
  /** Runtime data the LMS initialises from the manifest (launch_data, passing score, objectives...). */
  init: z.record(z.string(), z.unknown()),
});
export type ScormTocItem = z.infer<typeof scormTocItemSchema>;

/** What the player on the content origin loads with its runtime token. */
export const scormPlayerSessionSchema = z.object({
  deckId: z.string(),
  title: z.string(),
  version: scormVersionSchema,
  /** Path of the package's launch file on the content origin (it carries its own file token). */
  entryUrl: z.string(),
  /** The saved cmi to resume from, or null on a first attempt. */
  cmi: z.record(z.string(), z.unknown()).nullable(),
  learner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  /** The app origin the runtime token was issued for. */
  embedder: z.string(),
  /** The organization's items (table of contents) and the one to open first. */
  items: z.array(scormTocItemSchema).default([]),
  startItem: z.string().nullable().default(null),
});
export type ScormPlayerSession = z.infer<typeof scormPlayerSessionSchema>;

export const scormCommitBodySchema = z.object({
  cmi: scormCmiSchema,
  /** True for the final commit (LMSFinish / Terminate or the page unloading). */
  finished: z.boolean().default(false),
  /** Seconds spent since the previous commit; counted as time spent on the deck. */
  timeSpent: z.number().int().min(0).max(86_400).default(0),
  /** The item (SCO or asset identifier) this data belongs to; the package's first SCO when absent. */
  item: z.string().min(1).max(300).optional(),
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
  /** Each item's status after this commit, for the table of contents. */
  items: z.array(z.object({ id: z.string(), status: z.enum(SCORM_ITEM_STATUSES) })).optional(),
});
export type ScormCommitResponse = z.infer<typeof scormCommitResponseSchema>;

export const SCORM_PATHS = {
  upload: 'formats/scorm/upload',
  package: (packageId: string) => `formats/scorm/packages/${packageId}`,
  state: (deckId: string) => `formats/scorm/${deckId}/state`,
  runtimeToken: (deckId: string) => `formats/scorm/${deckId}/runtime_token`,
  commit: (deckId: string) => `formats/scorm/${deckId}/commit`,
} as const;

/** Paths of the content origin (absolute; that origin serves nothing under /api). */
export const SCORM_CONTENT_PATHS = {
  player: '/scorm/player',
  session: '/scorm/runtime/session',
  commit: '/scorm/runtime/commit',
  files: '/scorm/files',
} as const;

/**
 * Messages between the app and the player frame (window.postMessage, each side checking the
 * other's origin and window). The player tells the app what the server answered to a commit, or
 * why a commit failed; the app hands the player a renewed runtime token. The app treats the
 * player's messages as display hints only: the package shares the player's origin and could send
 * them too, so progress always comes from the server.
 */
export const scormPlayerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lp-scorm:committed'), result: scormCommitResponseSchema }),
  z.object({ type: z.literal('lp-scorm:problem'), message: z.string().max(500) }),
]);
export type ScormPlayerMessage = z.infer<typeof scormPlayerMessageSchema>;

export const scormAppMessageSchema = z.object({
  type: z.literal('lp-scorm:token'),
  token: z.string().max(4000),
});
export type ScormAppMessage = z.infer<typeof scormAppMessageSchema>;
