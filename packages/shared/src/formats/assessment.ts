import { z } from 'zod';

/**
 * Assessment content: questions with their answer keys. The server keeps the keys; learners get
 * `learnerView(content)` (no keys) and their responses are scored on the server by `scoreResponses`.
 */
const optionSchema = z.object({ id: z.string().min(1), text: z.string() });
const base = {
  id: z.string().min(1),
  prompt: z.string().min(1, 'Every question needs a prompt'),
  explanation: z.string().optional(),
};

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('single'),
    options: z.array(optionSchema).min(2),
    answer: z.array(z.string()).length(1),
  }),
  z.object({
    ...base,
    type: z.literal('multiple'),
    options: z.array(optionSchema).min(2),
    answer: z.array(z.string()).min(1),
  }),
  z.object({ ...base, type: z.literal('truefalse'), answer: z.boolean() }),
  /** Any of the accepted answers, compared case- and space-insensitively. */
  z.object({ ...base, type: z.literal('fillblank'), answer: z.array(z.string().min(1)).min(1) }),
  /** The option ids in the right order. */
  z.object({
    ...base,
    type: z.literal('ordering'),
    options: z.array(optionSchema).min(2),
    answer: z.array(z.string()).min(2),
  }),
]);
export type Question = z.infer<typeof questionSchema>;

export const assessmentContentSchema = z.object({
  questions: z.array(questionSchema).min(1, 'Add at least one question'),
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
