import { randomUUID } from 'node:crypto';
import {
  assessmentContentSchema,
  correctAnswerTexts,
  isCorrect,
  type ResponseValue,
} from '@lp/shared/formats/assessment';
import type { AnswerFeedback } from '@lp/shared/formats/interactive';
import { baseReaderType, PROGRESS_MESSAGES } from '@lp/shared/progress';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { queueBatchAnalytics } from '../analytics/aggregates.service';
import { playableDeck } from './deck-access';
import { answeredSince, lastCompletionAt } from './interactive.repo';
import { saveQuestionResponse, type TeamRow, type UserRow } from './repo';

/**
 * Quiz feedback (deck setting "feedback") and a game's verdict per level: right or wrong and the
 * explanation, given only after the learner answered. Each question gets one verdict per attempt (an attempt ends with the
 * deck's completion), and the answer is stored and counted like a QUESTION_RESPONSE, so feedback
 * cannot be used to try every option.
 */
export async function answerFeedback(
  db: Database,
  caller: { user: UserRow; team: TeamRow },
  target: { deckId: string; questionId: string; response: ResponseValue },
): Promise<AnswerFeedback> {
  const deck = await playableDeck(db, caller, target.deckId);
  const type = baseReaderType(deck.readerType);
  if (type !== 'assessment' && type !== 'game') throw badRequest(PROGRESS_MESSAGES.notQuizOrGame);
  // A game always tells whether the level was won; a quiz only with feedback on.
  if (type === 'assessment' && !deck.settings.feedback) throw conflict(PROGRESS_MESSAGES.feedbackOff);
  const content = assessmentContentSchema.safeParse(deck.content);
  const question = content.data?.questions.find((q) => q.id === target.questionId);
  if (!question) throw notFound(PROGRESS_MESSAGES.unknownQuestion);
  const where = { userId: caller.user.id, deckId: deck.id, questionId: question.id };
  if (await answeredSince(db, where, await lastCompletionAt(db, caller.user.id, deck.id))) {
    throw conflict(PROGRESS_MESSAGES.alreadyAnswered);
  }
  const correct = isCorrect(question, target.response);
  const answer = { ...where, teamId: caller.user.teamId, response: target.response, correct };
  await db.transaction(async (tx) => {
    // Counted in the question's answer distribution like a QUESTION_RESPONSE: the reader does not
    // send a judged answer again.
    await queueBatchAnalytics(tx, answer.teamId, answer.userId, {
      changes: [],
      answers: [{ deckId: deck.id, questionId: question.id, response: target.response, correct }],
      events: [],
    });
    await saveQuestionResponse(tx, { ...answer, eventUuid: randomUUID() });
  });
  return {
    questionId: question.id,
    correct,
    explanation: question.explanation ?? null,
    // Only after a wrong answer, which this attempt can no longer change.
    correctAnswer: correct ? null : correctAnswerTexts(question),
  };
}
