import {
  type LearnerDay,
  type LearnerState,
  normalizeLearnerState,
  normalizeRecord,
  normalizeRollupRecord,
  type ProgressRecord,
  type RollupRecord,
} from '@lp/shared/progress';
import type { Db } from '../../db/client';
import { type ProgressChange, queueBatchAnalytics } from '../analytics/aggregates.service';
import {
  articleOfTeam,
  type CourseOutline,
  courseOfTeam,
  courseOutline,
  deckCoursesWithAccess,
} from '../content/courses/course-outline.service';
import type { LedgerEntry } from '../gamification/ledger.service';
import { launchedOutlines } from './launched-outlines';
import {
  loadLearnerState,
  loadRecords,
  loadRecordsAndState,
  type ProgressScope,
  type QuestionResponseWrite,
  type RecordKey,
  recordKey,
  saveBatch,
} from './repo';

export type { CourseOutline };

type CourseRow = CourseOutline['course'];

/**
 * Everything one submit_queue batch reads and writes for one learner, inside its transaction:
 * outlines and records are loaded once, changed in memory, and saved together at the end.
 */
export class BatchState {
  private readonly records = new Map<
    RecordKey,
    { scope: ProgressScope; itemId: string; courseId: string | null; record: ProgressRecord }
  >();
  private readonly dirty = new Set<RecordKey>();
  /** Each loaded record as stored before this batch (undefined: none), for the live analytics. */
  private readonly originals = new Map<RecordKey, ProgressRecord | undefined>();
  /** Records that exist in the database or were created by this batch. */
  private readonly existing = new Set<RecordKey>();
  private readonly outlines = new Map<string, CourseOutline | null>();
  private readonly deckCourse = new Map<string, string | null>();
  /** Course rows the deck lookup returned, so an outline needs no second read of its course. */
  private readonly courses = new Map<string, CourseRow>();
  private learner: { state: LearnerState; history: LearnerDay | null; dirty: boolean } | undefined;
  private readonly access = new Map<string, Promise<string>>();
  /** What this batch earned, for the points ledger; written after the records. */
  readonly ledger: LedgerEntry[] = [];
  /** The batch's new tracker events, for the team's activity figures. */
  readonly events: { name: string; at: Date }[] = [];
  /** The team's coins flag: points earned also earn coins. */
  coinsOn = false;
  /** The team's medals flag: with it off, finishing a medal deck awards no medal. */
  medalsOn = true;
  readonly achievements: {
    kind: 'badge' | 'medal' | 'certificate' | 'collectible';
    sourceId: string;
    title: string;
    image?: string | null;
  }[] = [];
  /** The batch's answers to deck questions, saved with the records and counted for the analytics. */
  readonly responses: QuestionResponseWrite[] = [];

  constructor(
    private readonly db: Db,
    readonly teamId: string,
    readonly userId: string,
  ) {}

  /**
   * Looks up the courses of many decks in one query (the decks a batch names), with the learner's
   * access to each course.
   */
  async knowDecks(deckIds: string[]) {
    const unknown = [...new Set(deckIds)].filter((id) => !this.deckCourse.has(id));
    if (unknown.length === 0) return;
    const found = await deckCoursesWithAccess(this.db, { teamId: this.teamId, userId: this.userId }, unknown);
    for (const id of unknown) {
      const deck = found.get(id);
      this.deckCourse.set(id, deck?.course.id ?? null);
      if (!deck || this.courses.has(deck.course.id)) continue;
      this.courses.set(deck.course.id, deck.course);
      if (!this.access.has(deck.course.id)) this.access.set(deck.course.id, Promise.resolve(deck.access));
    }
  }

  /** The course outline of a deck of this team, or undefined for an unknown or foreign deck. */
  async outlineOfDeck(
    deckId: string,
  ): Promise<{ outline: CourseOutline; deck: CourseOutline['decks'][number] } | undefined> {
    if (!this.deckCourse.has(deckId)) await this.knowDecks([deckId]);
    const courseId = this.deckCourse.get(deckId);
    if (!courseId) return undefined;
    const outline = await this.outline(courseId);
    const deck = outline?.decks.find((d) => d.id === deckId);
    return outline && deck ? { outline, deck } : undefined;
  }

  async outline(courseId: string): Promise<CourseOutline | undefined> {
    if (!this.outlines.has(courseId)) this.outlines.set(courseId, await this.loadOutline(courseId));
    return this.outlines.get(courseId) ?? undefined;
  }

  private async loadOutline(courseId: string): Promise<CourseOutline | null> {
    const course = this.courses.get(courseId) ?? (await courseOfTeam(this.db, this.teamId, courseId));
    if (!course) return null;
    const cached = launchedOutlines.get(course);
    if (cached) return cached;
    const outline = await courseOutline(this.db, course);
    launchedOutlines.set(course, outline);
    return outline;
  }

  /** The outline this batch loaded for a course (undefined: not loaded, or not the team's). */
  loadedOutline(courseId: string): CourseOutline | undefined {
    return this.outlines.get(courseId) ?? undefined;
  }

  /** A deck of a course outline this batch loaded (undefined: not loaded). */
  loadedDeck(deckId: string): CourseOutline['decks'][number] | undefined {
    const courseId = this.deckCourse.get(deckId);
    return courseId ? this.outlines.get(courseId)?.decks.find((d) => d.id === deckId) : undefined;
  }

  /** A course's access state for this learner, worked out once per batch. */
  courseAccess(courseId: string, load: () => Promise<string>): Promise<string> {
    let state = this.access.get(courseId);
    if (!state) {
      state = load();
      this.access.set(courseId, state);
    }
    return state;
  }

  article(articleId: string) {
    return articleOfTeam(this.db, this.teamId, articleId);
  }

  /**
   * Loads the records of these items that are not in memory yet; the first load also reads the
   * learner's state, in the same statement.
   */
  async preload(keys: { scope: ProgressScope; itemId: string; courseId: string | null }[]) {
    const missing = keys.filter((k) => !this.records.has(recordKey(k.scope, k.itemId)));
    if (missing.length === 0) return;
    let stored: Awaited<ReturnType<typeof loadRecords>>;
    if (this.learner) stored = await loadRecords(this.db, this.userId, missing);
    else {
      const both = await loadRecordsAndState(this.db, this.userId, missing);
      stored = both.records;
      this.learner = learnerOf(both.learner);
    }
    for (const k of missing) {
      const raw = stored.get(recordKey(k.scope, k.itemId));
      if (raw) this.existing.add(recordKey(k.scope, k.itemId));
      const record =
        k.scope === 'deck' || k.scope === 'article' ? normalizeRecord(raw) : normalizeRollupRecord(raw);
      this.records.set(recordKey(k.scope, k.itemId), { ...k, record });
      this.originals.set(recordKey(k.scope, k.itemId), raw ? record : undefined);
    }
  }

  get(scope: 'deck' | 'article', itemId: string): ProgressRecord | undefined;
  get(scope: 'topic' | 'course' | 'program', itemId: string): RollupRecord | undefined;
  get(scope: ProgressScope, itemId: string) {
    return this.records.get(recordKey(scope, itemId))?.record;
  }

  /** Whether the learner has any record of this item yet (loaded with preload). */
  has(scope: ProgressScope, itemId: string): boolean {
    return this.existing.has(recordKey(scope, itemId));
  }

  set(scope: ProgressScope, itemId: string, courseId: string | null, record: ProgressRecord) {
    const key = recordKey(scope, itemId);
    this.existing.add(key);
    this.records.set(key, { scope, itemId, courseId, record });
    this.dirty.add(key);
  }

  async learnerState() {
    if (!this.learner) this.learner = learnerOf(await loadLearnerState(this.db, this.userId));
    return this.learner;
  }

  async setLearner(state: LearnerState, history: LearnerDay | null) {
    this.learner = { state, history, dirty: true };
  }

  /** The records this batch changed, by scope, as the response reports them. */
  changed() {
    const out: Record<ProgressScope, Record<string, ProgressRecord>> = {
      deck: {},
      topic: {},
      course: {},
      program: {},
      article: {},
    };
    for (const key of this.dirty) {
      const entry = this.records.get(key);
      if (entry) out[entry.scope][entry.itemId] = entry.record;
    }
    return {
      out,
      learner: this.learner?.dirty ? { ...this.learner.state, today: this.learner.history } : null,
    };
  }

  /** What the batch changed, each record with its stored value before the batch. */
  async transitions(): Promise<ProgressChange[]> {
    const unknown = [...this.dirty].filter((key) => !this.originals.has(key));
    const stored = await loadRecords(
      this.db,
      this.userId,
      unknown.flatMap((key) => {
        const entry = this.records.get(key);
        return entry ? [entry] : [];
      }),
    );
    return [...this.dirty].flatMap((key) => {
      const entry = this.records.get(key);
      if (!entry) return [];
      const raw = stored.get(key);
      const before = this.originals.has(key)
        ? this.originals.get(key)
        : raw
          ? normalizeRecord(raw)
          : undefined;
      return [
        { scope: entry.scope, itemId: entry.itemId, courseId: entry.courseId, before, after: entry.record },
      ];
    });
  }

  async save() {
    const rows = [...this.dirty].flatMap((key) => {
      const entry = this.records.get(key);
      return entry ? [{ ...entry, record: entry.record as unknown as Record<string, unknown> }] : [];
    });
    const changes = await this.transitions();
    await saveBatch(
      this.db,
      this.teamId,
      this.userId,
      rows,
      this.learner?.dirty
        ? {
            state: this.learner.state as unknown as Record<string, unknown>,
            history: (this.learner.history ?? {}) as unknown as Record<string, unknown>,
          }
        : null,
      this.responses,
    );
    await queueBatchAnalytics(this.db, this.teamId, this.userId, {
      changes,
      answers: this.responses,
      events: this.events,
    });
  }
}

/** The learner's stored state (undefined: none yet) as a batch starts from it. */
function learnerOf(row: { state: Record<string, unknown>; history: Record<string, unknown> } | undefined) {
  return {
    state: normalizeLearnerState(row?.state as Partial<LearnerState> | undefined),
    history: (row?.history as unknown as LearnerDay | undefined) ?? null,
    dirty: false,
  };
}
