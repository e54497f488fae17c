import type { Db } from '../../../db/client';
import type { CourseRow, ProgramRow, TopicRow } from '../../../db/schema';
import { Lru } from '../../../lib/lru';
import { learnerRead } from '../../learner-reads/service';
import { sequenceToEarlier } from './catalog.repo';
import {
  contentVersion,
  courseOutlineRows,
  type LearnerReadState,
  learnerReadState,
  type TagList,
  teamContentRows,
} from './team-content.repo';

/**
 * A team's content as learner reads need it (courses, programs, their order, tags, the sequential
 * programs' prerequisites and the outlines of the courses opened), kept in memory per process.
 *
 * The database keeps a content version per team (`content_versions`, bumped by triggers on every
 * change of the team's content tables, from a sequence). A learner read fetches the version in the
 * same statement as the learner's own rows (`learnerReadState`): when it differs from the cached
 * one, the content is read again and the learner's rows with it. Those rows are kept in memory by
 * the learner-reads module until a NOTIFY says the learner's rows or the team's content changed
 * (`content_versions` has a trigger for that): then the next read runs the statement again. So a
 * change is seen by the next read in the process that made it, and in the others once its
 * notification arrives.
 */
export interface TeamContent {
  version: number;
  /** Every course of the team, drafts too, by priority then most recently updated. */
  courses: CourseRow[];
  programs: ProgramRow[];
  /** Every article of the team, drafts too, without its content document. */
  articles: ArticleCardRow[];
  /** The team's tags by lower-case name. */
  tagsByName: Map<string, { _id: string; name: string }>;
  byId: Map<string, CourseRow>;
  byIdentifier: Map<string, CourseRow>;
  programOrder: Map<string, string[]>;
  /** `${kind}:${id}` -> tags, by name. */
  tagsOf: Map<string, TagList>;
  /** Course id -> the courses before it in published sequential programs. */
  previousOf: Map<string, string[]>;
}

export type ArticleCardRow = Awaited<ReturnType<typeof teamContentRows>>['articles'][number];
export type DeckSummaryRow = Awaited<ReturnType<typeof courseOutlineRows>>['decks'][number];
export interface CourseOutline {
  topics: TopicRow[];
  decks: DeckSummaryRow[];
}

/** Teams and course outlines kept per process; the least recently used go first. */
const MAX_TEAMS = 200;
const MAX_OUTLINES = 500;

const teams = new Lru<TeamContent>(MAX_TEAMS);
/** `${teamId}:${version}:${courseId}` -> outline: a new version is a new key, old ones age out. */
const outlines = new Lru<CourseOutline>(MAX_OUTLINES);

/** Forgets everything (tests that swap databases under one process). */
export function clearTeamContentCache(): void {
  teams.clear();
  outlines.clear();
}

async function load(db: Db, teamId: string): Promise<TeamContent> {
  // The version first: the rows read after it are at least as new, so a change in between makes the
  // next check read them again, never keeps old rows under a new version.
  const version = await contentVersion(db, teamId);
  const rows = await teamContentRows(db, teamId);
  const sequence: { programId: string; courseId: string }[] = [];
  for (const program of rows.programs) {
    if (!program.published || !program.sequential) continue;
    for (const courseId of rows.programOrder.get(program.id) ?? [])
      sequence.push({ programId: program.id, courseId });
  }
  const content: TeamContent = {
    version,
    courses: rows.courses,
    programs: rows.programs,
    articles: rows.articles,
    tagsByName: new Map(rows.teamTags.map((t) => [t.name.toLowerCase(), t])),
    byId: new Map(rows.courses.map((c) => [c.id, c])),
    byIdentifier: new Map(rows.courses.map((c) => [c.identifier, c])),
    programOrder: rows.programOrder,
    tagsOf: rows.tagsOf,
    previousOf: sequenceToEarlier(sequence),
  };
  teams.set(teamId, content);
  return content;
}

/** The cached content of a team, read on first use. */
export async function teamContent(db: Db, teamId: string): Promise<TeamContent> {
  return teams.get(teamId) ?? load(db, teamId);
}

/** The team's content, read again only if its version moved since it was cached. */
export async function freshTeamContent(db: Db, teamId: string): Promise<TeamContent> {
  const cached = teams.get(teamId);
  if (cached && cached.version === (await contentVersion(db, teamId))) return cached;
  return load(db, teamId);
}

/** A course's topics and deck summaries at this content version. */
export async function courseOutline(db: Db, teamId: string, version: number, courseId: string) {
  const key = `${teamId}:${version}:${courseId}`;
  const cached = outlines.get(key);
  if (cached) return cached;
  const outline = await courseOutlineRows(db, courseId);
  outlines.set(key, outline);
  return outline;
}

/**
 * The learner's rows for the ids asked. With the learner-read cache on, all of the learner's rows
 * for the team's content at this version (a superset of any ids asked), kept in memory until a
 * change of the learner's rows or of the team's content; else only the ids asked.
 */
function learnerStateOf(
  db: Db,
  content: TeamContent,
  owner: { teamId: string; userId: string },
  ids: string[],
  earlier: string[],
  articleIds: string[],
): Promise<LearnerReadState> {
  const { teamId, userId } = owner;
  return learnerRead(
    owner,
    `catalog:${content.version}`,
    () => {
      const courseIds = content.courses.map((c) => c.id);
      const allArticles = content.articles.map((a) => a.id);
      return learnerReadState(db, teamId, userId, courseIds, courseIds, allArticles);
    },
    {
      keep: (state) => state.version === content.version,
      uncached: () =>
        learnerReadState(db, teamId, userId, ids, [...new Set([...ids, ...earlier])], articleIds),
    },
  );
}

/**
 * The learner's enrolments and records for some of the team's courses, with the content they were
 * read against: `pick` chooses the courses from the content. When the statement reports a newer
 * version, the content is read again and the learner's rows with it (twice at most: under a stream
 * of edits the last answer is used, as any read racing a write would be).
 */
export async function withLearnerState(
  db: Db,
  teamId: string,
  userId: string,
  pick: (content: TeamContent) => CourseRow[] | undefined,
  pickArticles: (content: TeamContent) => ArticleCardRow[] = () => [],
): Promise<{ content: TeamContent; state: LearnerReadState; picked: CourseRow[] | undefined }> {
  let content = await teamContent(db, teamId);
  for (let attempt = 0; ; attempt++) {
    const picked = pick(content);
    const ids = (picked ?? []).map((c) => c.id);
    const earlier = [...new Set(ids.flatMap((id) => content.previousOf.get(id) ?? []))];
    const articleIds = pickArticles(content).map((a) => a.id);
    const state = await learnerStateOf(db, content, { teamId, userId }, ids, earlier, articleIds);
    if (state.version === content.version || attempt === 1) return { content, state, picked };
    content = await load(db, teamId);
  }
}
