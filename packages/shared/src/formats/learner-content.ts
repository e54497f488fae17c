import { assessmentContentSchema, learnerView } from './assessment.ts';

/**
 * A deck's content as a learner receives it: any question set (assessments, question games)
 * loses its answer keys; other formats carry nothing secret.
 */
export function learnerContent(content: Record<string, unknown>): Record<string, unknown> {
  const questions = assessmentContentSchema.safeParse(content);
  if (!questions.success) return content;
  return { ...content, ...learnerView(questions.data) };
}
