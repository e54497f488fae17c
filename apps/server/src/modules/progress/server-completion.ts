import { applyDeckCompletion, normalizeRecord, type ProgressRecord, quizPoints } from '@lp/shared/progress';
import type { Database } from '../../db/client';
import { deliverRankNotices } from '../gamification/ledger.service';
import { teamFeatures } from '../teams/service';
import { BatchState } from './batch-state';
import {
  addLearnerActivity,
  commitBatch,
  earn,
  type Learner,
  openDeck,
  preloadCourse,
  Rejected,
  rollUp,
} from './engine';
import { recordEvents } from './repo';

/** A deck outcome the server measured itself (e.g. from a SCORM package's runtime data). */
export interface ServerCompletion {
  deckId: string;
  /** Names this outcome in the event log: recording the same uuid twice changes nothing. */
  eventUuid: string;
  /** Event name kept in the log; not one the tracker accepts from clients. */
  eventName: string;
  at: string;
  viewedPercentage: number;
  /** 0-100, or null when the deck reported no score. */
  score: number | null;
  completed: boolean;
  timeSpent: number;
  /** False for a failed attempt: its score is kept (best score) but earns no points. Default true. */
  earnsPoints?: boolean;
}

export class ServerCompletionRejected extends Error {}

/**
 * Records a deck completion measured on the server through the same engine, rules, points ledger,
 * achievements and topic/course/program rollups as a tracker DECK_COMPLETED event, in one
 * transaction. Points follow SPEC §4 "score percent times max points" and only grow with a better
 * score; a completion without any score counts as 100 % for points.
 */
export async function recordServerCompletion(
  db: Database,
  learner: Learner,
  completion: ServerCompletion,
): Promise<{ recorded: boolean; record: ProgressRecord }> {
  const outcome = await db.transaction(async (tx) => {
    const state = new BatchState(tx, learner.team.id, learner.user.id);
    state.coinsOn = teamFeatures(learner.team).coins;
    state.medalsOn = teamFeatures(learner.team).medals;
    let found: Awaited<ReturnType<typeof openDeck>>;
    try {
      found = await openDeck(tx, state, learner, completion.deckId);
    } catch (err) {
      if (err instanceof Rejected) throw new ServerCompletionRejected(err.message);
      throw err;
    }
    const { outline, deck } = found;
    await preloadCourse(state, outline);
    const previous = state.get('deck', deck.id);

    const fresh = await recordEvents(tx, learner.team.id, learner.user.id, [
      {
        uuid: completion.eventUuid,
        name: completion.eventName,
        payload: {
          deckId: deck.id,
          viewedPercentage: completion.viewedPercentage,
          score: completion.score,
          completed: completion.completed,
        },
        occurredAt: new Date(completion.at),
      },
    ]);
    if (!fresh.has(completion.eventUuid)) {
      return { recorded: false, record: normalizeRecord(previous), ledger: null };
    }

    const pointsBasis =
      completion.earnsPoints === false ? 0 : (completion.score ?? (completion.completed ? 100 : 0));
    const gained = quizPoints(pointsBasis, deck.settings.maxPoints) - (previous?.points ?? 0);
    const result = applyDeckCompletion(previous, {
      readerType: deck.readerType,
      viewedPercentage: completion.viewedPercentage,
      score: completion.score ?? undefined,
      pointsDelta: Math.max(0, gained),
      timeSpent: completion.timeSpent,
      completed: completion.completed,
      at: completion.at,
    });
    if (!result.ok) throw new ServerCompletionRejected(result.error);
    state.set('deck', deck.id, outline.course.id, result.record);
    earn(
      state,
      { uuid: completion.eventUuid, at: completion.at },
      { source: 'deck', sourceId: deck.id, courseId: outline.course.id, title: deck.name },
      previous,
      result.record,
      deck.readerType,
    );
    rollUp(state, outline, deck, result.record, completion.at, completion.timeSpent);
    await addLearnerActivity(
      state,
      completion.at,
      completion.timeSpent,
      result.record.points - (previous?.points ?? 0),
    );
    const ledger = await commitBatch(tx, learner, state);
    return { recorded: true, record: result.record, ledger };
  });
  if (outcome.ledger) deliverRankNotices(outcome.ledger);
  return { recorded: outcome.recorded, record: outcome.record };
}
