/** The fields of a question a learner may not see before answering. */
const SECRET_QUESTION_FIELDS = new Set(['answer', 'explanation']);

const withoutKeys = (question: unknown): unknown =>
  question !== null && typeof question === 'object' && !Array.isArray(question)
    ? Object.fromEntries(Object.entries(question).filter(([key]) => !SECRET_QUESTION_FIELDS.has(key)))
    : question;

/**
 * A deck's content as a learner receives it: every question list (assessments, games) loses its
 * answer keys and explanations, even when a question is malformed. Surveys, polls and ratings
 * have no right answers, and profiler and recommender mappings only choose what the learner is
 * shown at the end, never points, so they stay (see docs/formats/interactive.md).
 */
export function learnerContent(content: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(content.questions)) return content;
  return { ...content, questions: content.questions.map(withoutKeys) };
}
