import {
  articleStartedPayloadSchema,
  deckStartedPayloadSchema,
  normalizeRecord,
  normalizeRollupRecord,
  withLastPosition,
} from '@lp/shared/progress';
import { countUniqueArticleView } from '../content/courses/course-outline.service';
import { openArticle, openDeck } from './engine';
import { type EventHandler, parsePayload } from './ingest.context';

/** DECK_STARTED: the course remembers where the learner is. */
export const deckStarted: EventHandler = async ({ db, state, learner }, entry) => {
  const { deckId } = parsePayload(deckStartedPayloadSchema, entry.payload);
  const { outline, deck } = await openDeck(db, state, learner, deckId);
  await state.preload([{ scope: 'course', itemId: outline.course.id, courseId: null }]);
  const course = state.get('course', outline.course.id);
  state.set(
    'course',
    outline.course.id,
    null,
    withLastPosition(normalizeRollupRecord(course), { topicId: deck.topicId, deckId }),
  );
};

/** ARTICLE_STARTED: a learner's first view of an article counts as a unique view. */
export const articleStarted: EventHandler = async ({ db, state }, entry) => {
  const { articleId } = parsePayload(articleStartedPayloadSchema, entry.payload);
  const article = await openArticle(state, articleId);
  await state.preload([{ scope: 'article', itemId: article.id, courseId: null }]);
  if (!state.has('article', article.id)) await countUniqueArticleView(db, article.id);
  state.set('article', article.id, null, normalizeRecord(state.get('article', article.id)));
};
