/**
 * What each tracker event carries. The server reads only these fields and ignores anything
 * else a client sends (a score, points or a completion flag it computed itself).
 */
import { z } from 'zod';
import { responseValueSchema } from '../formats/assessment.ts';

const id = z.uuid();
/** Seconds; one event never counts for more than four hours. */
const seconds = z
  .number()
  .finite()
  .min(0)
  .max(4 * 60 * 60)
  .catch(0);

export const sessionStartedPayloadSchema = z.object({
  /** The learner's local calendar day, YYYY-MM-DD. */
  day: z.iso.date().optional(),
});

export const deckStartedPayloadSchema = z.object({ deckId: id });
export const articleStartedPayloadSchema = z.object({ articleId: id });

export const questionResponsePayloadSchema = z.object({
  deckId: id,
  questionId: z.string().min(1).max(100),
  response: responseValueSchema,
});

/** QUESTION_RESPONSE to a question of a standalone article: it names the article instead of a deck. */
export const articleQuestionResponsePayloadSchema = z.object({
  articleId: id,
  questionId: z.string().min(1).max(100),
  response: responseValueSchema,
});

/** A deck (in a course) or an article finished or left. */
export const deckCompletedPayloadSchema = z
  .object({
    deckId: id.optional(),
    articleId: id.optional(),
    timeSpent: seconds.optional(),
    /** Media and documents: how much was actually watched or seen. */
    viewedPercentage: z.number().finite().min(0).max(100).optional(),
    /** Assessments: the answers; the server scores them against its key. */
    responses: z.record(z.string().max(100), responseValueSchema).optional(),
    /** Assessments: the questions this attempt showed (a random subset). */
    askedQuestionIds: z.array(z.string().max(100)).max(500).optional(),
    /** Games: the level reached, 0-10 (the server recomputes it from the responses). */
    level: z.number().int().min(0).max(10).optional(),
    /** Proctored quizzes: how often the learner left the tab or full screen; stored with the event. */
    proctor: z
      .object({
        tabSwitches: z.number().int().min(0).max(10_000),
        fullscreenExits: z.number().int().min(0).max(10_000),
      })
      .optional(),
  })
  .refine((p) => Boolean(p.deckId) !== Boolean(p.articleId), { message: 'Name either a deck or an article' });
export type DeckCompletedPayload = z.infer<typeof deckCompletedPayloadSchema>;

export const deckAbandonedPayloadSchema = z
  .object({ deckId: id.optional(), articleId: id.optional(), timeSpent: seconds.optional() })
  .refine((p) => Boolean(p.deckId) !== Boolean(p.articleId), { message: 'Name either a deck or an article' });

/** SPEC §3 "Progress record"; topics, courses and programs add subStates and lastPosition. */
export const progressRecordSchema = z.object({
  viewedPercentage: z.number(),
  viewAttempts: z.number(),
  timeSpent: z.number(),
  score: z.number(),
  points: z.number(),
  coins: z.number(),
  completion: z.boolean(),
  completionDate: z.string().nullable(),
  subStates: z.record(z.string(), z.boolean()).optional(),
  lastPosition: z.object({ topicId: z.string(), deckId: z.string() }).nullable().optional(),
});

export const learnerStateSchema = z.object({
  timeSpent: z.number(),
  points: z.number(),
  sessions: z.number(),
  lastSessionDate: z.string().nullable(),
  today: z.object({ day: z.string(), timeSpent: z.number(), points: z.number() }).nullable(),
});

const recordsById = z.record(z.string(), progressRecordSchema);

/** The answer of activity/submit_queue: what was taken, and the new states it produced. */
export const submitQueueResponseSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ uuid: z.string(), message: z.string() })),
  states: z.object({
    decks: recordsById,
    topics: recordsById,
    courses: recordsById,
    programs: recordsById,
    articles: recordsById,
    learner: learnerStateSchema.nullable(),
  }),
});
export type SubmitQueueResponse = z.infer<typeof submitQueueResponseSchema>;
