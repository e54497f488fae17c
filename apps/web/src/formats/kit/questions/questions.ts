import type { DeckSettings } from '@lp/shared/content';
import { type learnerView, questionSchema, type ResponseValue } from '@lp/shared/formats/assessment';

/** A question as a learner receives it: no answer key, no explanation. */
export type LearnerQuestion = ReturnType<typeof learnerView>['questions'][number];
export type QuestionType = LearnerQuestion['type'];

/** The shared question schemas (one per type) without the keys a learner never gets. */
const withoutKeys = { answer: true, explanation: true } as const;
const [single, multiple, trueFalse, fillBlank, ordering] = questionSchema.options;
const learnerQuestionSchemas = [
  single.omit(withoutKeys),
  multiple.omit(withoutKeys),
  trueFalse.omit(withoutKeys),
  fillBlank.omit(withoutKeys),
  ordering.omit(withoutKeys),
];

function toLearnerQuestion(value: unknown): LearnerQuestion | null {
  for (const schema of learnerQuestionSchemas) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as LearnerQuestion;
  }
  return null;
}

/** The playable questions of an assessment's content; malformed ones are left out. */
export function questionsOf(content: Record<string, unknown>): LearnerQuestion[] {
  if (!Array.isArray(content.questions)) return [];
  return content.questions.map(toLearnerQuestion).filter((q): q is LearnerQuestion => q !== null);
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The questions this attempt asks (SPEC §3 deck settings): shuffled when `shuffle` is on, and a
 * random `questionsPerQuiz` of them when that is above 0.
 */
export function pickQuestions(
  questions: LearnerQuestion[],
  settings: Pick<DeckSettings, 'shuffle' | 'questionsPerQuiz'> | null,
  random: () => number = Math.random,
): LearnerQuestion[] {
  const limit = settings?.questionsPerQuiz ?? 0;
  const ordered = settings?.shuffle || limit > 0 ? shuffled(questions, random) : questions;
  const asked = limit > 0 ? ordered.slice(0, limit) : ordered;
  // A subset keeps the authored order unless shuffling was asked for.
  return settings?.shuffle ? asked : questions.filter((q) => asked.includes(q));
}

/** The answer a question starts with: an ordering starts in the given order, the others empty. */
export function initialResponse(question: LearnerQuestion): ResponseValue | undefined {
  return question.type === 'ordering' ? question.options.map((option) => option.id) : undefined;
}

export function isAnswered(response: ResponseValue | undefined): boolean {
  if (response === undefined) return false;
  if (Array.isArray(response)) return response.length > 0;
  if (typeof response === 'string') return response.trim().length > 0;
  return true;
}

/** The answer as it is sent (text trimmed), or undefined while unanswered. */
export function normalizeResponse(response: ResponseValue | undefined): ResponseValue | undefined {
  if (response === undefined || !isAnswered(response)) return undefined;
  return typeof response === 'string' ? response.trim() : response;
}

/** The responses to send: the answered ones only (the server counts the others as wrong). */
export function buildResponses(
  asked: LearnerQuestion[],
  answers: Record<string, ResponseValue | undefined>,
): Record<string, ResponseValue> {
  const responses: Record<string, ResponseValue> = {};
  for (const question of asked) {
    const response = normalizeResponse(answers[question.id]);
    if (response !== undefined) responses[question.id] = response;
  }
  return responses;
}
