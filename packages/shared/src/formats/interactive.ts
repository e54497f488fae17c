import { z } from 'zod';
import { imageUrlSchema } from '../validation.ts';
import { assessmentContentSchema } from './assessment.ts';
import type { FormatEntries } from './format-entry.ts';

/**
 * Content documents of the interactive formats. Only assessments, games and challenges hold
 * answer keys (stripped by learner-content.ts); surveys, polls and ratings have no right answers,
 * and profiler and recommender mappings only decide what the learner is shown, never points.
 */
const itemId = z.string().trim().min(1).max(100);
const text = (message: string, max = 2000) => z.string().trim().min(1, message).max(max);
const optionSchema = z.object({ id: itemId, text: text('Every option needs a text', 500) });
/** Links: web addresses or paths of this site only (never `javascript:` and the like). */
export const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;
const link = z.string().trim().max(2000).regex(SAFE_LINK, 'A link starts with https://, http:// or /');

const uniqueIds =
  (what: string) =>
  (items: { id: string }[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', message: `${what} ids must be unique` });
      seen.add(item.id);
    }
  };

/** A game: a quiz race over the deck's questions, one question per level. */
export const gameContentSchema = assessmentContentSchema;

/** A challenge: tasks (or questions) the learner works through for the deck's points. */
export const challengeContentSchema = z.object({
  intro: z.string().max(2000).optional(),
  tasks: z
    .array(
      z.object({
        id: itemId,
        title: text('Every task needs a title', 300),
        details: z.string().max(2000).optional(),
      }),
    )
    .min(1, 'Add at least one task')
    .superRefine(uniqueIds('Task')),
});

export const surveyQuestionSchema = z.discriminatedUnion('type', [
  z.object({
    id: itemId,
    type: z.enum(['single', 'multiple']),
    prompt: text('Every question needs a prompt'),
    options: z.array(optionSchema).min(2, 'A choice question needs at least two options'),
  }),
  z.object({ id: itemId, type: z.literal('scale'), prompt: text('Every question needs a prompt') }),
  z.object({ id: itemId, type: z.literal('text'), prompt: text('Every question needs a prompt') }),
]);
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyContentSchema = z.object({
  questions: z
    .array(surveyQuestionSchema)
    .min(1, 'Add at least one question')
    .superRefine(uniqueIds('Question')),
});

/** The question id poll answers are stored under. */
export const POLL_QUESTION_ID = 'poll';
export const pollContentSchema = z.object({
  prompt: text('The poll needs a question'),
  options: z.array(optionSchema).min(2, 'A poll needs at least two options').superRefine(uniqueIds('Option')),
});

/** Rating answers: the stars (as text "1".."5") and an optional comment. */
export const RATING_QUESTION_ID = 'rating';
export const RATING_COMMENT_ID = 'comment';
export const ratingContentSchema = z.object({
  prompt: text('The rating needs a question'),
  allowComment: z.boolean().default(true),
});

const mappedQuestion = <T extends z.ZodType>(option: T) =>
  z.object({
    id: itemId,
    prompt: text('Every question needs a prompt'),
    options: z.array(option).min(2, 'A question needs at least two options'),
  });

export const profilerContentSchema = z
  .object({
    profiles: z
      .array(
        z.object({
          id: itemId,
          title: text('Every profile needs a title', 200),
          description: z.string().max(2000).default(''),
          image: imageUrlSchema.optional(),
        }),
      )
      .min(2, 'Add at least two profiles')
      .superRefine(uniqueIds('Profile')),
    questions: z
      .array(mappedQuestion(optionSchema.extend({ profileId: itemId })))
      .min(1, 'Add at least one question')
      .superRefine(uniqueIds('Question')),
  })
  .superRefine((content, ctx) => {
    const ids = new Set(content.profiles.map((p) => p.id));
    if (content.questions.some((q) => q.options.some((o) => !ids.has(o.profileId))))
      ctx.addIssue({ code: 'custom', message: 'Every answer must lead to one of the profiles' });
  });
export type ProfilerContent = z.infer<typeof profilerContentSchema>;

export const recommenderContentSchema = z
  .object({
    recommendations: z
      .array(
        z.object({
          id: itemId,
          title: text('Every recommendation needs a title', 200),
          description: z.string().max(2000).default(''),
          link,
        }),
      )
      .min(1, 'Add at least one recommendation')
      .superRefine(uniqueIds('Recommendation')),
    questions: z
      .array(mappedQuestion(optionSchema.extend({ recommendationIds: z.array(itemId).max(50) })))
      .min(1, 'Add at least one question')
      .superRefine(uniqueIds('Question')),
  })
  .superRefine((content, ctx) => {
    const ids = new Set(content.recommendations.map((r) => r.id));
    if (content.questions.some((q) => q.options.some((o) => o.recommendationIds.some((id) => !ids.has(id)))))
      ctx.addIssue({ code: 'custom', message: 'Every answer must point to existing recommendations' });
  });
export type RecommenderContent = z.infer<typeof recommenderContentSchema>;

export const flashcardsContentSchema = z.object({
  cards: z
    .array(
      z.object({
        id: itemId,
        front: text('Every card needs a front'),
        back: text('Every card needs a back'),
      }),
    )
    .min(1, 'Add at least one card')
    .superRefine(uniqueIds('Card')),
});

/** A prize a scratch card can grant once, kept in the learner's achievements. */
export const collectibleSchema = z.object({
  title: text('The collectible needs a title', 200),
  image: imageUrlSchema.optional(),
});
const prizeSchema = z.object({
  prize: text('Every card needs a prize', 500),
  image: imageUrlSchema.optional(),
});

export const scratchcardContentSchema = prizeSchema.extend({ collectible: collectibleSchema.optional() });
export const scratchcardsContentSchema = z.object({
  cards: z
    .array(prizeSchema.extend({ id: itemId }))
    .min(1, 'Add at least one card')
    .superRefine(uniqueIds('Card')),
  collectible: collectibleSchema.optional(),
});

export const checklistContentSchema = z.object({
  items: z
    .array(z.object({ id: itemId, text: text('Every item needs a text', 500) }))
    .min(1, 'Add at least one item')
    .superRefine(uniqueIds('Item')),
});

/** A variable name a formula can use: a letter, then letters, digits or underscores. */
export const calculatorVariable = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,30}$/, 'An input name is a letter followed by letters, digits or _');
export const calculatorContentSchema = z.object({
  inputs: z
    .array(
      z.object({
        name: calculatorVariable,
        label: text('Every input needs a label', 200),
        defaultValue: z.number().finite().default(0),
        min: z.number().finite().optional(),
        max: z.number().finite().optional(),
      }),
    )
    .min(1, 'Add at least one input')
    .superRefine((inputs, ctx) => {
      if (new Set(inputs.map((i) => i.name)).size !== inputs.length)
        ctx.addIssue({ code: 'custom', message: 'Input names must be unique' });
    }),
  /** A mathjs expression over the input names, e.g. "x * y / 100". */
  formula: text('The calculator needs a formula', 500),
  resultLabel: text('The result needs a label', 200),
  decimals: z.number().int().min(0).max(10).default(2),
});
export type CalculatorContent = z.infer<typeof calculatorContentSchema>;

/** GET decks/{id}/poll/results: each option's share of the learners' latest votes. */
export const pollResultsSchema = z.object({
  _id: z.string(),
  total: z.number().int(),
  options: z.array(
    z.object({ _id: z.string(), text: z.string(), votes: z.number().int(), percentage: z.number() }),
  ),
});
export type PollResults = z.infer<typeof pollResultsSchema>;

/** POST decks/{id}/questions/{questionId}/check: the verdict on one answer, when feedback is on. */
export const answerFeedbackSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  explanation: z.string().nullable(),
  /** When the answer was wrong: the right answer as the learner saw it (option texts, in order). */
  correctAnswer: z.array(z.string()).nullable().optional(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

/** The interactive formats: display name and content schema of each (icons: format-icons.ts). */
export const interactiveFormats = {
  assessment: { name: 'Assessment', contentSchema: assessmentContentSchema },
  game: { name: 'Game', contentSchema: gameContentSchema },
  challenge: { name: 'Challenge', contentSchema: challengeContentSchema },
  survey: { name: 'Survey', contentSchema: surveyContentSchema },
  poll: { name: 'Poll', contentSchema: pollContentSchema },
  rating: { name: 'Rating', contentSchema: ratingContentSchema },
  profiler: { name: 'Profiler', contentSchema: profilerContentSchema },
  recommender: { name: 'Recommender', contentSchema: recommenderContentSchema },
  flashcards: { name: 'Flashcards', contentSchema: flashcardsContentSchema },
  scratchcards: { name: 'Scratch cards', contentSchema: scratchcardsContentSchema },
  scratchcard: { name: 'Scratch card', contentSchema: scratchcardContentSchema },
  checklist: { name: 'Checklist', contentSchema: checklistContentSchema },
  calculator: { name: 'Calculator', contentSchema: calculatorContentSchema },
} satisfies FormatEntries;
