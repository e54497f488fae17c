import { applySessionStart, sessionStartedPayloadSchema } from '@lp/shared/progress';
import { clientDay, dayOf } from './engine';
import { type EventHandler, parsePayload } from './ingest.context';

/**
 * SESSION_STARTED: counts a session on the learner's own day (their local calendar day), never
 * later than the server's day plus one.
 */
export const sessionStarted: EventHandler = async ({ state }, entry) => {
  const payload = parsePayload(sessionStartedPayloadSchema, entry.payload);
  const current = await state.learnerState();
  const started = applySessionStart(
    current.state,
    clientDay(payload.day ?? dayOf(entry.at)),
    null,
    current.history ?? undefined,
  );
  await state.setLearner(started.learner, started.history);
};
