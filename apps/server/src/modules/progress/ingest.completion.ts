import { DEFAULT_DECK_SETTINGS, type DeckSettings } from '@lp/shared/content';
import {
  applyDeckCompletion,
  type DeckCompletedPayload,
  deckCompletedPayloadSchema,
} from '@lp/shared/progress';
import { collectibleAward } from './collectibles';
import { deckOutcome } from './deck-outcome';
import { addLearnerActivity, earn, openArticle, openDeck, preloadCourse, Rejected, rollUp } from './engine';
import { type EventContext, type EventHandler, parsePayload, type TrackedEvent } from './ingest.context';

/** Articles outside a course take their points from their category rules with no deck settings. */
const DECKLESS_SETTINGS: DeckSettings = {
  ...DEFAULT_DECK_SETTINGS,
  maxPoints: 0,
  passingPercentage: 0,
  voiceovers: false,
};

/**
 * DECK_COMPLETED: the server measures the outcome itself (scoring quiz responses against the
 * stored key), then the deck rolls up to its topic, course and programs, or the article's record
 * changes; points, coins and awards follow.
 */
export const deckCompleted: EventHandler = async (context, entry) => {
  const payload = parsePayload(deckCompletedPayloadSchema, entry.payload);
  if (payload.articleId) return completeArticle(context, entry, payload.articleId, payload);
  const { db, state, learner } = context;
  const { outline, deck } = await openDeck(db, state, learner, payload.deckId as string);
  await preloadCourse(state, outline);
  const previous = state.get('deck', deck.id);
  const { event } = deckOutcome(deck, payload, previous, entry.at);
  const result = applyDeckCompletion(previous, event);
  if (!result.ok) throw new Rejected(result.error);
  state.set('deck', deck.id, outline.course.id, result.record);
  earn(
    state,
    entry,
    { source: 'deck', sourceId: deck.id, courseId: outline.course.id, title: deck.name },
    previous,
    result.record,
    deck.readerType,
  );
  const prize = collectibleAward(deck, previous, result.record);
  if (prize) state.achievements.push(prize);
  rollUp(state, outline, deck, result.record, entry.at, event.timeSpent ?? 0);
  await addLearnerActivity(
    state,
    entry.at,
    event.timeSpent ?? 0,
    result.record.points - (previous?.points ?? 0),
  );
};

async function completeArticle(
  { state }: EventContext,
  entry: TrackedEvent,
  articleId: string,
  payload: DeckCompletedPayload,
) {
  const article = await openArticle(state, articleId);
  await state.preload([{ scope: 'article', itemId: article.id, courseId: null }]);
  const previous = state.get('article', article.id);
  const { event } = deckOutcome(
    { readerType: article.readerType, settings: { ...DECKLESS_SETTINGS }, content: article.content },
    payload,
    previous,
    entry.at,
  );
  const result = applyDeckCompletion(previous, event);
  if (!result.ok) throw new Rejected(result.error);
  state.set('article', article.id, null, result.record);
  const articlePrize = collectibleAward(article, previous, result.record);
  if (articlePrize) state.achievements.push(articlePrize);
  await addLearnerActivity(
    state,
    entry.at,
    event.timeSpent ?? 0,
    result.record.points - (previous?.points ?? 0),
  );
}
