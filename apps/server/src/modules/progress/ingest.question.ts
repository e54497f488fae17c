import { questionResponsePayloadSchema } from '@lp/shared/progress';
import { checkAnswer } from './answer-check';
import { openDeck, Rejected } from './engine';
import { articleQuestionResponse } from './ingest.article-question';
import { type EventHandler, parsePayload } from './ingest.context';

/** QUESTION_RESPONSE: the answer is scored against the stored key and kept for the analytics. */
export const questionResponse: EventHandler = async (context, entry) => {
  // An answer in a standalone article names the article instead of a deck.
  if (entry.payload.deckId === undefined && entry.payload.articleId !== undefined)
    return articleQuestionResponse(context, entry);
  const { db, state, learner } = context;
  const payload = parsePayload(questionResponsePayloadSchema, entry.payload);
  const { deck } = await openDeck(db, state, learner, payload.deckId);
  const checked = checkAnswer(deck.readerType, deck.content, payload.questionId, payload.response);
  if (!checked.ok) throw new Rejected(checked.message);
  // Saved with the batch's records, and counted for the analytics from there.
  state.responses.push({
    deckId: deck.id,
    questionId: payload.questionId,
    response: payload.response,
    correct: checked.correct,
    eventUuid: entry.uuid,
  });
};
