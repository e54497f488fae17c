import { LIMITS } from '@lp/shared/constants';
import type { DeckSettings } from '@lp/shared/content';
import {
  assessmentContentSchema,
  gameLevel,
  type ScoredResponses,
  scoreResponses,
} from '@lp/shared/formats/assessment';
import {
  baseReaderType,
  type DeckCompletedPayload,
  type DeckCompletionEvent,
  gamePoints,
  isPassed,
  type ProgressRecord,
  quizPoints,
  ruleFor,
} from '@lp/shared/progress';

export interface DeckOutcome {
  event: DeckCompletionEvent;
  scored: ScoredResponses | null;
}

export class OutcomeError extends Error {}

/**
 * The engine event for a finished deck or article, from what the server knows: its reader type,
 * settings and answer key. The client supplies only answers, a game level, time and how much of
 * a media item it showed; any score, points or completion it claims is never read.
 *
 * Points of scored types accumulate only by improvement: an attempt adds the difference between
 * the new best and the old best, so retaking a quiz cannot farm points.
 */
export function deckOutcome(
  deck: { readerType: string; settings: DeckSettings; content: Record<string, unknown> },
  payload: DeckCompletedPayload,
  previous: ProgressRecord | undefined,
  at: string,
): DeckOutcome {
  const rule = ruleFor(deck.readerType);
  const type = baseReaderType(deck.readerType);
  if (!rule || !type) throw new OutcomeError(`Unknown reader type ${deck.readerType}`);
  const base = { readerType: deck.readerType, timeSpent: payload.timeSpent ?? 0, at };
  const previousScore = previous?.score ?? 0;

  switch (rule.group) {
    case 'scored': {
      if (type === 'game' || type === 'assessment') assertAttemptLeft(deck.settings, previous);
      if (type === 'game') {
        const content = assessmentContentSchema.safeParse(deck.content);
        if (!content.success) throw new OutcomeError('This game has no valid questions');
        // The level the client claims is never read: it follows from the answers and the key.
        const level = gameLevel(
          content.data,
          payload.responses ?? {},
          payload.askedQuestionIds ?? [],
          LIMITS.gameLevels,
        );
        const score = level * 10;
        const gained =
          gamePoints(level, deck.settings.maxPoints) -
          gamePoints(previousScore / 10, deck.settings.maxPoints);
        return {
          event: {
            ...base,
            viewedPercentage: 100,
            score,
            pointsDelta: Math.max(0, gained),
            completed: level > 0,
          },
          scored: null,
        };
      }
      if (type === 'assessment') {
        const content = assessmentContentSchema.safeParse(deck.content);
        if (!content.success) throw new OutcomeError('This quiz has no valid questions');
        const scored = scoreResponses(content.data, payload.responses ?? {}, payload.askedQuestionIds);
        const gained =
          quizPoints(scored.score, deck.settings.maxPoints) -
          quizPoints(previousScore, deck.settings.maxPoints);
        return {
          event: {
            ...base,
            viewedPercentage: scored.asked > 0 ? 100 : 0,
            score: scored.score,
            pointsDelta: Math.max(0, gained),
            completed: isPassed(scored.score, deck.settings.passingPercentage),
          },
          scored,
        };
      }
      // SCORM outcomes are read on the server from the package's runtime data (formats/scorm
      // commit -> recordServerCompletion); a completion the client claims is never taken.
      throw new OutcomeError('SCORM progress is recorded from the package itself');
    }
    case 'maxOf': {
      const viewed = payload.viewedPercentage ?? 0;
      return { event: { ...base, viewedPercentage: viewed, completed: viewed >= 100 }, scored: null };
    }
    case 'delta':
      // Awards (badge, medal, certificate...) give their points once, at the first completion.
      return {
        event: {
          ...base,
          completed: true,
          pointsDelta: previous?.completion ? 0 : deck.settings.maxPoints,
          coinsDelta: 0,
        },
        scored: null,
      };
    default:
      return { event: { ...base, completed: true }, scored: null };
  }
}

/**
 * SPEC §3 "attempts allowed (0 unlimited)": a quiz or game finished once more than allowed is
 * refused, so it changes no record, score or points.
 */
function assertAttemptLeft(settings: DeckSettings, previous: ProgressRecord | undefined) {
  const allowed = settings.attemptsAllowed;
  if (allowed > 0 && (previous?.viewAttempts ?? 0) >= allowed) {
    throw new OutcomeError(
      `No attempts left: this deck allows ${allowed} attempt${allowed === 1 ? '' : 's'} and all were used`,
    );
  }
}
