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
