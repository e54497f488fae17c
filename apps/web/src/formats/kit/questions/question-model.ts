import type { Question } from '@lp/shared/formats/assessment';
import { newItemId } from '../content/content-values.ts';

export type QuestionType = Question['type'];
export const QUESTION_TYPES: QuestionType[] = ['single', 'multiple', 'truefalse', 'fillblank', 'ordering'];
type Option = { id: string; text: string };

const blankOptions = (): Option[] => [
  { id: newItemId('o'), text: '' },
  { id: newItemId('o'), text: '' },
];

/**
 * The options a learner starts an ordering question with: the right order rotated by one, so the
 * question never opens already solved (the learner's view keeps the stored option order).
 */
export function scrambledForLearner(inRightOrder: Option[]): Option[] {
  if (inRightOrder.length < 2) return inRightOrder;
  return [...inRightOrder.slice(1), ...inRightOrder.slice(0, 1)];
}

/** An ordering question's items in the right order (the author edits them in that order). */
export function orderingItems(question: Extract<Question, { type: 'ordering' }>): Option[] {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const ordered = question.answer.map((id) => byId.get(id)).filter((o): o is Option => o !== undefined);
  return ordered.length === question.options.length ? ordered : question.options;
}

export function withOrderingItems(
  question: Extract<Question, { type: 'ordering' }>,
  items: Option[],
): Question {
  return { ...question, options: scrambledForLearner(items), answer: items.map((item) => item.id) };
}

/** A new question of a type, keeping the prompt, explanation and (where both have them) the options. */
export function questionOfType(type: QuestionType, from?: Question): Question {
  const base = { id: from?.id ?? newItemId('q'), prompt: from?.prompt ?? '', explanation: from?.explanation };
  const options = from && 'options' in from ? from.options : blankOptions();
  switch (type) {
    case 'single':
    case 'multiple':
      return { ...base, type, options, answer: [] };
    case 'truefalse':
      return { ...base, type, answer: true };
    case 'fillblank':
      return { ...base, type, answer: [] };
    case 'ordering':
      return { ...base, type, options: scrambledForLearner(options), answer: options.map((o) => o.id) };
  }
}
