import type { Db } from '../../db/client';
import { ActiveDays, type ActivityCounter, countActivity, epochDay, yearsTouched } from './activity.logic';
import { answerKey, counterSlot, type ProgressChange } from './aggregates.logic';
import { type AnswerCount, lockYears, saveBatchWrites } from './batch-counters.repo';

export type { ProgressChange };

/**
 * What one learner's batch adds to the live analytics (team activity, answer distributions, the
 * course counters' queue), gathered while the batch runs and written by `save` in one statement,
 * inside the batch's transaction.
 */
export class BatchCounters {
  private years: { year: number; days: string }[] = [];
  private activity: ActivityCounter[] = [];
  private readonly answers = new Map<string, AnswerCount>();

  constructor(
    readonly teamId: string,
    readonly userId: string,
  ) {}

  /**
   * The learner's new tracker events: locks the learner's active-day rows of their years (so two
   * batches of one learner count a new day once) and counts the days, ISO weeks and months they
   * make the learner active in, and their sessions.
   */
  async countEvents(db: Db, events: { name: string; at: Date }[]) {
    if (events.length === 0) return;
    const days = events.map((e) => ({ day: epochDay(e.at), session: e.name === 'SESSION_STARTED' }));
    const years = [...new Set(days.flatMap((d) => yearsTouched(d.day)))].sort((a, b) => a - b);
    const active = new ActiveDays(await lockYears(db, this.teamId, this.userId, years));
    this.activity.push(...countActivity(active, days));
    this.years = [...active.changed].map((year) => active.row(year));
  }

  /** One more answer to a question, for its distribution. */
  countAnswer(answer: { deckId: string; questionId: string; response: unknown; correct: boolean }) {
    const key = answerKey(answer.response);
    const id = JSON.stringify([answer.deckId, answer.questionId, key]);
    const count = this.answers.get(id) ?? {
      deckId: answer.deckId,
      questionId: answer.questionId,
      answer: key,
      count: 0,
      correct: 0,
    };
    count.count += 1;
    count.correct += answer.correct ? 1 : 0;
    this.answers.set(id, count);
  }

  /**
   * Writes what was gathered, with the batch's progress changes for the course counters' queue
   * (deck and course records; `applyQueuedChanges` folds the queue in).
   */
  async save(db: Db, changes: ProgressChange[] = []) {
    const counted = changes.filter((c) => c.scope === 'course' || (c.scope === 'deck' && c.courseId));
    if (
      this.years.length === 0 &&
      this.activity.length === 0 &&
      this.answers.size === 0 &&
      counted.length === 0
    )
      return;
    await saveBatchWrites(db, {
      teamId: this.teamId,
      userId: this.userId,
      slot: counterSlot(this.userId),
      years: this.years,
      activity: this.activity,
      answers: [...this.answers.values()],
      changes: counted.length > 0 ? counted : null,
    });
    this.years = [];
    this.activity = [];
    this.answers.clear();
  }
}
