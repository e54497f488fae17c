import { POLL_QUESTION_ID, type PollResults, pollContentSchema } from '@lp/shared/formats/interactive';
import { baseReaderType, PROGRESS_MESSAGES } from '@lp/shared/progress';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { playableDeck } from './deck-access';
import { latestAnswers } from './interactive.repo';
import type { TeamRow, UserRow } from './repo';

/** Counts one vote per learner (their latest) for each option; unknown options are left out. */
export function tallyVotes(
  options: { id: string; text: string }[],
  answers: unknown[],
): PollResults['options'] {
  const votes = new Map(options.map((o) => [o.id, 0]));
  let total = 0;
  for (const answer of answers) {
    const id = Array.isArray(answer) ? answer[0] : undefined;
    if (typeof id !== 'string' || !votes.has(id)) continue;
    votes.set(id, (votes.get(id) ?? 0) + 1);
    total += 1;
  }
  return options.map((o) => {
    const count = votes.get(o.id) ?? 0;
    return {
      _id: o.id,
      text: o.text,
      votes: count,
      percentage: total ? Math.round((count / total) * 100) : 0,
    };
  });
}

/** The live result of a poll deck, for anyone of its team who may play it. */
export async function pollResults(
  db: Database,
  caller: { user: UserRow; team: TeamRow },
  deckId: string,
): Promise<PollResults> {
  const deck = await playableDeck(db, caller, deckId);
  if (baseReaderType(deck.readerType) !== 'poll') throw badRequest(PROGRESS_MESSAGES.notPoll);
  const content = pollContentSchema.safeParse(deck.content);
  if (!content.success) throw badRequest(PROGRESS_MESSAGES.pollWithoutOptions);
  const rows = await latestAnswers(db, caller.user.teamId, deck.id, POLL_QUESTION_ID);
  const options = tallyVotes(
    content.data.options,
    rows.map((r) => r.response),
  );
  return { _id: deck.id, total: options.reduce((sum, o) => sum + o.votes, 0), options };
}
