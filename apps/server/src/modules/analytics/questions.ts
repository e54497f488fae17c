import type { QuestionStats } from '@lp/shared/analytics/course';
import { POLL_QUESTION_ID, RATING_COMMENT_ID, RATING_QUESTION_ID } from '@lp/shared/formats/interactive';

/** A question of a deck as the analytics show it, read from the deck's stored content. */
export interface DeckQuestion {
  id: string;
  prompt: string;
  type: string;
  /** Quizzes and games have right answers; surveys, polls and ratings do not. */
  scored: boolean;
  options: Map<string, string>;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const optionsOf = (v: unknown) =>
  new Map(
    (Array.isArray(v) ? v : []).map((o) => {
      const r = record(o);
      return [String(r.id ?? ''), String(r.text ?? r.label ?? r.id ?? '')] as const;
    }),
  );

export function questionsOf(category: string, content: Record<string, unknown>): DeckQuestion[] {
  const scored = category === 'assessment' || category === 'game';
  if (Array.isArray(content.questions)) {
    return content.questions.map((raw) => {
      const q = record(raw);
      return {
        id: String(q.id ?? ''),
        prompt: String(q.prompt ?? q.text ?? q.id ?? ''),
        type: String(q.type ?? 'single'),
        scored,
        options: optionsOf(q.options),
      };
    });
  }
  const prompt = String(content.prompt ?? '');
  if (category === 'rating')
    return [
      { id: RATING_QUESTION_ID, prompt, type: 'rating', scored: false, options: new Map() },
      { id: RATING_COMMENT_ID, prompt, type: 'text', scored: false, options: new Map() },
    ];
  if (category === 'poll')
    return [
      { id: POLL_QUESTION_ID, prompt, type: 'single', scored: false, options: optionsOf(content.options) },
    ];
  return [];
}

/** An answer key (JSON text) in words: option ids become their texts. */
export function labelAnswer(question: DeckQuestion, answer: string): string {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch {
    return answer;
  }
  const word = (v: unknown) => (typeof v === 'string' ? (question.options.get(v) ?? v) : String(v));
  return Array.isArray(value) ? value.map(word).join(', ') : word(value);
}

/** How often each answer of one question was given, and how many of them were right. */
export interface AnswerCount {
  questionId: string;
  answer: string;
  count: number;
  correct: number;
}

/**
 * One question's figures from its answer counts. Free-text answers are left out: they are paged on
 * their own (analytics/questions/{deckId}/responses/learners and the article responses call).
 */
export function questionStats(q: DeckQuestion, counts: readonly AnswerCount[]): QuestionStats {
  const given = counts.filter((c) => c.questionId === q.id);
  const responses = given.reduce((n, c) => n + c.count, 0);
  const correct = given.reduce((n, c) => n + c.correct, 0);
  return {
    questionId: q.id,
    prompt: q.prompt,
    type: q.type,
    responses,
    correct,
    percentCorrect: q.scored && responses > 0 ? Math.round((correct / responses) * 1000) / 10 : null,
    answers:
      q.type === 'text'
        ? []
        : given
            .map((c) => ({ answer: c.answer, label: labelAnswer(q, c.answer), count: c.count }))
            .sort((x, y) => y.count - x.count),
  };
}
