import { assessmentContentSchema, isCorrect, type ResponseValue } from '@lp/shared/formats/assessment';
import {
  checklistContentSchema,
  POLL_QUESTION_ID,
  pollContentSchema,
  profilerContentSchema,
  RATING_COMMENT_ID,
  RATING_QUESTION_ID,
  ratingContentSchema,
  recommenderContentSchema,
  surveyContentSchema,
  type surveyQuestionSchema,
} from '@lp/shared/formats/interactive';
import { baseReaderType } from '@lp/shared/progress';
import type { z } from 'zod';

/** What a QUESTION_RESPONSE becomes: a stored answer, or why it was refused. */
export type CheckedAnswer = { ok: true; correct: boolean } | { ok: false; message: string };

const refused = (message: string): CheckedAnswer => ({ ok: false, message });
/** Answers of formats without a right answer are stored with correct = false. */
const opinion: CheckedAnswer = { ok: true, correct: false };
const isIdList = (value: ResponseValue): value is string[] => Array.isArray(value);

function chosenFrom(options: { id: string }[], response: ResponseValue, many: boolean): CheckedAnswer {
  if (!isIdList(response) || response.length === 0) return refused('Choose an option');
  if (!many && response.length !== 1) return refused('Choose exactly one option');
  if (new Set(response).size !== response.length) return refused('An option was chosen twice');
  const ids = new Set(options.map((o) => o.id));
  return response.every((id) => ids.has(id)) ? opinion : refused('Unknown option');
}

const isStars = (response: ResponseValue) => typeof response === 'string' && /^[1-5]$/.test(response);

function surveyAnswer(question: z.infer<typeof surveyQuestionSchema>, response: ResponseValue) {
  switch (question.type) {
    case 'single':
    case 'multiple':
      return chosenFrom(question.options, response, question.type === 'multiple');
    case 'scale':
      return isStars(response) ? opinion : refused('Answer with a number from 1 to 5');
    case 'text':
      return typeof response === 'string' && response.trim() ? opinion : refused('Write an answer');
  }
}

const unknownQuestion = refused('Unknown question');

/**
 * Checks one learner answer against a deck's stored content: quizzes and games are marked against
 * their key; surveys, polls, ratings, profilers and recommenders accept any well-formed answer to
 * one of their questions, for their results and analytics.
 */
export function checkAnswer(
  readerType: string,
  content: Record<string, unknown>,
  questionId: string,
  response: ResponseValue,
): CheckedAnswer {
  switch (baseReaderType(readerType)) {
    case 'survey': {
      const parsed = surveyContentSchema.safeParse(content);
      const question = parsed.data?.questions.find((q) => q.id === questionId);
      return question ? surveyAnswer(question, response) : unknownQuestion;
    }
    case 'poll': {
      const parsed = pollContentSchema.safeParse(content);
      if (!parsed.success || questionId !== POLL_QUESTION_ID) return unknownQuestion;
      return chosenFrom(parsed.data.options, response, false);
    }
    case 'rating': {
      const parsed = ratingContentSchema.safeParse(content);
      if (!parsed.success) return unknownQuestion;
      if (questionId === RATING_QUESTION_ID)
        return isStars(response) ? opinion : refused('Rate with 1 to 5 stars');
      if (questionId === RATING_COMMENT_ID && parsed.data.allowComment)
        return typeof response === 'string' ? opinion : refused('Write a comment');
      return unknownQuestion;
    }
    case 'checklist': {
      // A tick (true) or untick (false) of one item, for the checklist analytics.
      const parsed = checklistContentSchema.safeParse(content);
      if (!parsed.data?.items.some((item) => item.id === questionId)) return unknownQuestion;
      return typeof response === 'boolean' ? opinion : refused('Tick or untick the item');
    }
    case 'profiler':
    case 'recommender': {
      const schema =
        baseReaderType(readerType) === 'profiler' ? profilerContentSchema : recommenderContentSchema;
      const parsed = schema.safeParse(content);
      const question = parsed.data?.questions.find((q) => q.id === questionId);
      return question ? chosenFrom(question.options, response, false) : unknownQuestion;
    }
    default: {
      const parsed = assessmentContentSchema.safeParse(content);
      const question = parsed.data?.questions.find((q) => q.id === questionId);
      return question ? { ok: true, correct: isCorrect(question, response) } : unknownQuestion;
    }
  }
}
