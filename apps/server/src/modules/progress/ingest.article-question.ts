import { articleQuestionResponsePayloadSchema } from '@lp/shared/progress';
import { checkAnswer } from './answer-check';
import { openArticle, Rejected } from './engine';
import { type EventHandler, parsePayload } from './ingest.context';
import { saveArticleQuestionResponse } from './repo';

/**
 * QUESTION_RESPONSE naming an article (a survey, poll or quiz read outside a course): the answer
 * is checked against the published article's stored content and kept for its analytics.
 */
export const articleQuestionResponse: EventHandler = async ({ db, state, learner }, entry) => {
  const payload = parsePayload(articleQuestionResponsePayloadSchema, entry.payload);
  const article = await openArticle(state, payload.articleId);
  const checked = checkAnswer(article.readerType, article.content, payload.questionId, payload.response);
  if (!checked.ok) throw new Rejected(checked.message);
  await saveArticleQuestionResponse(db, {
    teamId: learner.team.id,
    userId: learner.user.id,
    articleId: article.id,
    questionId: payload.questionId,
    response: payload.response,
    correct: checked.correct,
    eventUuid: entry.uuid,
  });
};
