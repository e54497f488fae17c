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
import {
  type AnsweredQuestion,
  type ProgressChange,
  queueBatchAnalytics,
} from '../analytics/aggregates.service';
import {
  articleOfTeam,
  type CourseOutline,
  courseIdsOfDecks,
  courseOfTeam,
  courseOutline,
} from '../content/courses/course-outline.service';
import type { LedgerEntry } from '../gamification/ledger.service';
import {
  loadLearnerState,
  loadRecords,
  type ProgressScope,
  type RecordKey,
  recordKey,
  saveBatch,
} from './repo';

export type { CourseOutline };

type CourseRow = CourseOutline['course'];

/**
 * Outlines of launched courses, kept in memory: SPEC §4 lets no one change a launched course's
 * content, and a new launch changes `launchedAt`, which is part of the key. Programs are read
 * with the outline, so a course joining a program shows after its next launch.
 */
class LaunchedOutlineCache {
  private readonly entries = new Map<string, CourseOutline>();
  private readonly limit = 500;

  private key(course: CourseRow) {
    return course.launched && course.launchedAt
      ? `${course.id}:${course.launchedAt.getTime()}:${course.updatedAt.getTime()}`
      : null;
  }

  get(course: CourseRow): CourseOutline | undefined {
    const key = this.key(course);
    return key ? this.entries.get(key) : undefined;
  }

  set(course: CourseRow, outline: CourseOutline) {
    const key = this.key(course);
    if (!key) return;
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...outline, course });
  }
}

const launchedOutlines = new LaunchedOutlineCache();

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
  private learner: { state: LearnerState; history: LearnerDay | null; dirty: boolean } | undefined;
  private readonly access = new Map<string, Promise<string>>();
  /** What this batch earned, for the points ledger; written after the records. */
  readonly ledger: LedgerEntry[] = [];
  /** The questions this batch answered, for the analytics' answer distributions. */
  readonly answers: AnsweredQuestion[] = [];
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

  constructor(
    private readonly db: Db,
    readonly teamId: string,
    readonly userId: string,
  ) {}

  /** Looks up the courses of many decks in one query (the decks a batch names). */
  async knowDecks(deckIds: string[]) {
    const unknown = [...new Set(deckIds)].filter((id) => !this.deckCourse.has(id));
    if (unknown.length === 0) return;
    const found = await courseIdsOfDecks(this.db, this.teamId, unknown);
    for (const id of unknown) this.deckCourse.set(id, found.get(id) ?? null);
  }

  /** The course outline of a deck of this team, or undefined for an unknown or foreign deck. */
  async outlineOfDeck(
    deckId: string,
  ): Promise<{ outline: CourseOutline; deck: CourseOutline['decks'][number] } | undefined> {
    let courseId = this.deckCourse.get(deckId);
    if (courseId === undefined) {
      courseId = (await courseIdsOfDecks(this.db, this.teamId, [deckId])).get(deckId) ?? null;
      this.deckCourse.set(deckId, courseId);
    }
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
    const course = await courseOfTeam(this.db, this.teamId, courseId);
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

  /** Loads the records of these items that are not in memory yet. */
  async preload(keys: { scope: ProgressScope; itemId: string; courseId: string | null }[]) {
    const missing = keys.filter((k) => !this.records.has(recordKey(k.scope, k.itemId)));
    const stored = await loadRecords(this.db, this.userId, missing);
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
    if (!this.learner) {
      const row = await loadLearnerState(this.db, this.userId);
      this.learner = {
        state: normalizeLearnerState(row?.state as Partial<LearnerState> | undefined),
        history: (row?.history as unknown as LearnerDay | undefined) ?? null,
        dirty: false,
      };
    }
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
    );
    await queueBatchAnalytics(this.db, this.teamId, this.userId, {
      changes,
      answers: this.answers,
      events: this.events,
    });
  }
}
