import { z } from 'zod';

/**
 * Assessment content: questions with their answer keys. The server keeps the keys; learners get
 * `learnerView(content)` (no keys) and their responses are scored on the server by `scoreResponses`.
 */
const optionSchema = z.object({
  id: z.string().min(1),
  text: z.string().trim().min(1, 'Every option needs a text'),
});
const optionsSchema = z.array(optionSchema).min(2, 'A question needs at least two options');
const base = {
  id: z.string().min(1),
  prompt: z.string().min(1, 'Every question needs a prompt'),
  explanation: z.string().optional(),
};

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('single'),
    options: optionsSchema,
    answer: z.array(z.string()).length(1, 'Mark exactly one correct answer'),
  }),
  z.object({
    ...base,
    type: z.literal('multiple'),
    options: optionsSchema,
    answer: z.array(z.string()).min(1, 'Mark at least one correct answer'),
  }),
  z.object({ ...base, type: z.literal('truefalse'), answer: z.boolean() }),
  /** Any of the accepted answers, compared case- and space-insensitively. */
  z.object({
    ...base,
    type: z.literal('fillblank'),
    answer: z.array(z.string().trim().min(1)).min(1, 'Add at least one accepted answer'),
  }),
  /** The option ids in the right order. */
  z.object({
    ...base,
    type: z.literal('ordering'),
    options: optionsSchema,
    answer: z.array(z.string()).min(2, 'Give the right order of the items'),
  }),
]);
export type Question = z.infer<typeof questionSchema>;

/** Keys must name the question's own options, and question ids must be unique. */
function checkKeys(questions: Question[], ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  questions.forEach((q, index) => {
    if (ids.has(q.id))
      ctx.addIssue({ code: 'custom', message: 'Question ids must be unique', path: [index] });
    ids.add(q.id);
    if (q.type === 'truefalse' || q.type === 'fillblank') return;
    const optionIds = q.options.map((o) => o.id);
    const known =
      q.answer.every((id) => optionIds.includes(id)) && new Set(q.answer).size === q.answer.length;
    const complete = q.type !== 'ordering' || q.answer.length === optionIds.length;
    if (!known || !complete)
      ctx.addIssue({
        code: 'custom',
        message: 'The answer must use the question’s own options',
        path: [index],
      });
  });
}

export const assessmentContentSchema = z.object({
  questions: z.array(questionSchema).min(1, 'Add at least one question').superRefine(checkKeys),
});
export type AssessmentContent = z.infer<typeof assessmentContentSchema>;

/** A learner's answer: option ids (single, multiple, ordering), a boolean, or text. */
export const responseValueSchema = z.union([
  z.array(z.string().max(200)).max(50),
  z.boolean(),
  z.string().max(500),
]);
export type ResponseValue = z.infer<typeof responseValueSchema>;

type LearnerQuestion = { [K in Question as K['type']]: Omit<K, 'answer' | 'explanation'> }[Question['type']];

/** The questions without answer keys or explanations, as a learner may see them before answering. */
export function learnerView(content: AssessmentContent): { questions: LearnerQuestion[] } {
  return {
    questions: content.questions.map((q) => {
      const { answer: _answer, explanation: _explanation, ...rest } = q;
      return rest as LearnerQuestion;
    }),
  };
}

const normalizeText = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function isCorrect(question: Question, response: ResponseValue | undefined): boolean {
  if (response === undefined) return false;
  switch (question.type) {
    case 'single':
    case 'multiple':
      return Array.isArray(response) && sameSet(response, question.answer);
    case 'truefalse':
      return response === question.answer;
    case 'fillblank':
      return (
        typeof response === 'string' &&
        question.answer.some((a) => normalizeText(a) === normalizeText(response))
      );
    case 'ordering':
      return (
        Array.isArray(response) &&
        response.length === question.answer.length &&
        response.every((id, i) => id === question.answer[i])
      );
  }
}

export interface ScoredResponses {
  /** Percent of the asked questions answered correctly, 0-100, rounded. */
  score: number;
  correct: number;
  asked: number;
  results: { questionId: string; correct: boolean }[];
}

/**
 * Scores responses against the key. `askedIds` are the questions this attempt showed (a random
 * subset when questions per quiz is set); unanswered ones count as wrong. Unknown ids are ignored.
 */
export function scoreResponses(
  content: AssessmentContent,
  responses: Record<string, ResponseValue>,
  askedIds: string[] = content.questions.map((q) => q.id),
): ScoredResponses {
  const asked = content.questions.filter((q) => askedIds.includes(q.id));
  const results = asked.map((q) => ({ questionId: q.id, correct: isCorrect(q, responses[q.id]) }));
  const correct = results.filter((r) => r.correct).length;
  return {
    score: asked.length === 0 ? 0 : Math.round((correct / asked.length) * 100),
    correct,
    asked: asked.length,
    results,
  };
}

/**
 * Seconds a game gives for a question at a level (1-based): LIMITS.gameDifficulty (30) at level
 * 1, two seconds fewer per level after it, never under 10.
 */
export function gameSecondsForLevel(level: number, difficulty = 30): number {
  return Math.max(10, difficulty - 2 * (Math.max(1, level) - 1));
}

/**
 * The level a game run reached, from the answers alone: the correct answers in a row, in the
 * order the questions were asked, stopping at the first miss (a miss ends the run) and capped at
 * `levels`. Ids that are unknown or asked twice end the run too.
 */
export function gameLevel(
  content: AssessmentContent,
  responses: Record<string, ResponseValue>,
  askedIds: string[],
  levels = 10,
): number {
  const byId = new Map(content.questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  let level = 0;
  for (const id of askedIds) {
    const question = byId.get(id);
    if (!question || seen.has(id) || level >= levels) break;
    seen.add(id);
    if (!isCorrect(question, responses[id])) break;
    level += 1;
  }
  return level;
}

/**
 * The right answer of a question in words, as feedback shows it after a wrong answer: the texts
 * of the right options (in order for ordering), true or false, or the first accepted text.
 */
export function correctAnswerTexts(question: Question): string[] {
  switch (question.type) {
    case 'truefalse':
      return [question.answer ? 'true' : 'false'];
    case 'fillblank':
      return question.answer.slice(0, 1);
    default:
      return question.answer.map((id) => question.options.find((o) => o.id === id)?.text ?? id);
  }
}
