import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { id } from './columns';
import { teamRef, userRef } from './refs';
import { users } from './users';

/** An unpacked SCORM 1.2 or 2004 package, served from `storageKey` (a directory of the asset store). */
export const scormPackages = pgTable(
  'scorm_packages',
  {
    id: id(),
    teamId: teamRef(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    version: text('version').$type<'1.2' | '2004'>().notNull(),
    /** The launch file of the first SCO, relative to the package root. */
    entryPath: text('entry_path').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scorm_packages_team_idx').on(t.teamId)],
);

/** A learner's SCORM runtime data (cmi) for one deck, so a package resumes from suspend_data. */
export const scormStates = pgTable(
  'scorm_states',
  {
    userId: userRef(),
    teamId: teamRef(),
    deckId: uuid('deck_id').notNull(),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deckId] })],
);

/**
 * One interaction (cmi.interactions.n) a SCO recorded, per learner, deck, item and attempt of that
 * item: what the analytics quizzes tab counts like a native quiz answer.
 */
export const scormInteractions = pgTable(
  'scorm_interactions',
  {
    userId: userRef(),
    teamId: teamRef(),
    deckId: uuid('deck_id').notNull(),
    /** The manifest item (SCO) identifier. */
    itemId: text('item_id').notNull(),
    /** The item's attempt, from 1. */
    attempt: integer('attempt').notNull(),
    /** n in cmi.interactions.n */
    position: integer('position').notNull(),
    interactionId: text('interaction_id').notNull(),
    type: text('type').notNull().default(''),
    response: text('response').notNull().default(''),
    correctResponses: jsonb('correct_responses').$type<string[]>().notNull().default([]),
    result: text('result').notNull().default(''),
    /** true for result correct, false for wrong / incorrect, null for any other result. */
    correct: boolean('correct'),
    latency: text('latency').notNull().default(''),
    /** 2004 timestamp or 1.2 time, as the SCO wrote it. */
    recordedAt: text('recorded_at').notNull().default(''),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deckId, t.itemId, t.attempt, t.position] }),
    index('scorm_interactions_deck_idx').on(t.deckId),
  ],
);

/** An issued certificate; its id is the verification id that the public URL checks. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    deckId: uuid('deck_id').notNull(),
    courseId: uuid('course_id'),
    learnerName: text('learner_name').notNull(),
    courseName: text('course_name').notNull(),
    title: text('title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_deck_unique').on(t.userId, t.deckId)],
);

/** A learner's upload to a documentsubmission, photosubmission or videosubmission deck. */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    teamId: teamRef(),
    deckId: uuid('deck_id').notNull(),
    userId: userRef(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    note: text('note').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_deck_idx').on(t.deckId, t.createdAt),
    index('submissions_user_idx').on(t.userId),
  ],
);

export type ScormPackageRow = typeof scormPackages.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
