import type { SubmitQueueResponse, TrackerEntry, TrackerEventName } from '@lp/shared/progress';
import type { Database } from '../../db/client';
import { teamFeatures } from '../teams/service';
import { BatchState } from './batch-state';
import { OutcomeError } from './deck-outcome';
import { commitBatch, type Learner, Rejected } from './engine';
import { deckCompleted } from './ingest.completion';
import type { EventHandler, TrackedEvent } from './ingest.context';
import { questionResponse } from './ingest.question';
import { sessionStarted } from './ingest.session';
import { articleStarted, deckStarted } from './ingest.start';
import { deckAbandoned } from './ingest.time';
import { recordEvents } from './repo';

/**
 * What each event does. LOGIN, LOGOUT, COURSE_COMPLETED and PUSH_STATE are kept in the log only:
 * the server derives course completion and every state itself.
 */
const HANDLERS: Partial<Record<TrackerEventName, EventHandler>> = {
  SESSION_STARTED: sessionStarted,
  DECK_STARTED: deckStarted,
  ARTICLE_STARTED: articleStarted,
  QUESTION_RESPONSE: questionResponse,
  DECK_COMPLETED: deckCompleted,
  DECK_ABANDONED: deckAbandoned,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * activity/submit_queue: one transaction per batch. Events this learner sent before are skipped;
 * the rest run in time order through the shared engine. An event that cannot apply (unknown deck,
 * a locked course) is reported back and kept in the log, and the others still apply.
 */
export async function ingestBatch(
  db: Database,
  learner: Learner,
  trackers: TrackerEntry[],
): Promise<SubmitQueueResponse> {
  return db.transaction(async (tx) => {
    const fresh = await recordEvents(
      tx,
      learner.team.id,
      learner.user.id,
      trackers.map((t) => ({
        uuid: t.uuid.toLowerCase(),
        name: t.name,
        payload: t.payload,
        occurredAt: new Date(t.time),
      })),
    );
    // Time order; events of the same instant keep the order the client queued them in (a stable sort).
    const toApply: TrackedEvent[] = trackers
      .filter((t) => fresh.delete(t.uuid.toLowerCase()))
      .map((t) => ({ ...t, at: new Date(t.time).toISOString() }))
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const state = new BatchState(tx, learner.team.id, learner.user.id);
    await state.counters.countEvents(
      tx,
      toApply.map((t) => ({ name: t.name, at: new Date(t.at) })),
    );
    state.coinsOn = teamFeatures(learner.team).coins;
    state.medalsOn = teamFeatures(learner.team).medals;
    await state.knowDecks(
      toApply
        .map((t) => t.payload.deckId)
        .filter((id): id is string => typeof id === 'string' && UUID.test(id)),
    );
    const rejected: SubmitQueueResponse['rejected'] = [];
    for (const entry of toApply) {
      try {
        await HANDLERS[entry.name]?.({ db: tx, state, learner }, entry);
      } catch (err) {
        if (!(err instanceof Rejected || err instanceof OutcomeError)) throw err;
        rejected.push({ uuid: entry.uuid, message: err.message });
      }
    }
    await commitBatch(tx, learner, state);
    const { out, learner: learnerState } = state.changed();
    return {
      accepted: toApply.length,
      duplicates: trackers.length - toApply.length,
      rejected,
      states: {
        decks: out.deck,
        topics: out.topic,
        courses: out.course,
        programs: out.program,
        articles: out.article,
        learner: learnerState,
      },
    };
  });
}
