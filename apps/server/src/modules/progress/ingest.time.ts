import {
  deckAbandonedPayloadSchema,
  normalizeRecord,
  normalizeRollupRecord,
  withTimeSpent,
} from '@lp/shared/progress';
import { addLearnerActivity, openArticle, openDeck } from './engine';
import { type EventHandler, parsePayload } from './ingest.context';

/** DECK_ABANDONED: the time spent counts for the deck (and its course) or the article, and the learner. */
export const deckAbandoned: EventHandler = async ({ db, state, learner }, entry) => {
  const target = parsePayload(deckAbandonedPayloadSchema, entry.payload);
  const seconds = target.timeSpent ?? 0;
  if (target.articleId) {
    const article = await openArticle(state, target.articleId);
    await state.preload([{ scope: 'article', itemId: article.id, courseId: null }]);
    state.set(
      'article',
      article.id,
      null,
      withTimeSpent(normalizeRecord(state.get('article', article.id)), seconds),
    );
  } else if (target.deckId) {
    const { outline, deck } = await openDeck(db, state, learner, target.deckId);
    await state.preload([
      { scope: 'deck', itemId: deck.id, courseId: outline.course.id },
      { scope: 'course', itemId: outline.course.id, courseId: null },
    ]);
    state.set(
      'deck',
      deck.id,
      outline.course.id,
      withTimeSpent(normalizeRecord(state.get('deck', deck.id)), seconds),
    );
    state.set(
      'course',
      outline.course.id,
      null,
      withTimeSpent(normalizeRollupRecord(state.get('course', outline.course.id)), seconds),
    );
  }
  await addLearnerActivity(state, entry.at, seconds, 0);
};
