import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { buildStatement, type Db, runBuilt } from '../../../db/client';
import {
  articles,
  contentTags,
  contentVersions,
  decks,
  enrollments,
  favorites,
  programCourses,
  programs,
  progress,
  tags,
  topics,
} from '../../../db/schema';
import { listCourses, listPrograms } from './catalog.repo';

/** Article columns a card shows: everything but the content document. */
const { content: _articleContent, ...articleCardColumns } = getTableColumns(articles);

/** The team's content version (0 before its first content change since versions were kept). */
export async function contentVersion(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.teamId, teamId))
    .limit(1);
  return row?.version ?? 0;
}

export type TagList = { _id: string; name: string }[];

/**
 * Every course, program and article of a team (drafts too; articles without their content),
 * program order, the team's tags and which items carry them: what the cache keeps.
 */
export async function teamContentRows(db: Db, teamId: string) {
  const [courseRows, programRows, articleRows, teamTags, order, tagRows] = await Promise.all([
    listCourses(db, teamId, { publishedOnly: false }),
    listPrograms(db, teamId, { publishedOnly: false }),
    db
      .select(articleCardColumns)
      .from(articles)
      .where(eq(articles.teamId, teamId))
      .orderBy(desc(articles.priority), desc(articles.updatedAt)),
    db.select({ _id: tags.id, name: tags.name }).from(tags).where(eq(tags.teamId, teamId)),
    db
      .select({ programId: programCourses.programId, courseId: programCourses.courseId })
      .from(programCourses)
      .innerJoin(programs, eq(programs.id, programCourses.programId))
      .where(eq(programs.teamId, teamId))
      .orderBy(asc(programCourses.programId), asc(programCourses.position)),
    db
      .select({ kind: contentTags.itemKind, itemId: contentTags.itemId, id: tags.id, name: tags.name })
      .from(contentTags)
      .innerJoin(tags, eq(tags.id, contentTags.tagId))
      .where(eq(contentTags.teamId, teamId))
      .orderBy(asc(tags.name)),
  ]);
  const programOrder = new Map<string, string[]>();
  for (const row of order)
    programOrder.set(row.programId, [...(programOrder.get(row.programId) ?? []), row.courseId]);
  const tagsOf = new Map<string, TagList>();
  for (const row of tagRows) {
    const key = `${row.kind}:${row.itemId}`;
    tagsOf.set(key, [...(tagsOf.get(key) ?? []), { _id: row.id, name: row.name }]);
  }
  return {
    courses: courseRows,
    programs: programRows,
    articles: articleRows,
    teamTags,
    programOrder,
    tagsOf,
  };
}

/** A course's topics and decks in order (the deck rows without their content documents). */
export async function courseOutlineRows(db: Db, courseId: string) {
  const [topicRows, deckRows] = await Promise.all([
    db.select().from(topics).where(eq(topics.courseId, courseId)).orderBy(asc(topics.position)),
    db
      .select({
        id: decks.id,
        name: decks.name,
        category: decks.category,
        readerType: decks.readerType,
        position: decks.position,
        topicId: decks.topicId,
        settings: decks.settings,
      })
      .from(decks)
      .where(eq(decks.courseId, courseId))
      .orderBy(asc(decks.position)),
  ]);
  return { topics: topicRows, decks: deckRows };
}

export interface LearnerReadState {
  /** The team's content version, read in the same snapshot as the learner's rows. */
  version: number;
  enrolled: Map<string, Date>;
  records: Map<string, Record<string, unknown>>;
  /** The learner's article records and bookmarked articles, for the ids asked. */
  articleRecords: Map<string, Record<string, unknown>>;
  bookmarked: Set<string>;
}

interface Row {
  version: string | number | null;
  enrolled: { courseId: string; createdAt: string }[] | null;
  records: { itemId: string; record: Record<string, unknown> }[] | null;
  article_records: { itemId: string; record: Record<string, unknown> }[] | null;
  bookmarked: string[] | null;
}

const uuids = (name: string) => sql`${sql.placeholder(name)}::uuid[]`;
/** An id list as one array parameter (both drivers take the literal the same way). */
const arrayLiteral = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * One statement for a learner read: the team's content version, the learner's enrolment dates for
 * `courseIds`, their course records for `recordIds`, and their records and bookmarks of
 * `articleIds`. The id lists are array parameters, so the statement text is the same for every
 * learner and every number of courses; it is built once.
 */
const LEARNER_READ_STATE = buildStatement(
  'learner_read_state',
  sql`select
    (select ${contentVersions.version} from ${contentVersions} where ${contentVersions.teamId} = ${sql.placeholder('teamId')}) as version,
    (select json_agg(json_build_object('courseId', ${enrollments.courseId}, 'createdAt', ${enrollments.createdAt}))
       from ${enrollments}
       where ${enrollments.userId} = ${sql.placeholder('userId')} and ${enrollments.courseId} = any(${uuids('courseIds')})) as enrolled,
    (select json_agg(json_build_object('itemId', ${progress.itemId}, 'record', ${progress.record}))
       from ${progress}
       where ${progress.userId} = ${sql.placeholder('userId')} and ${progress.scope} = 'course'
         and ${progress.itemId} = any(${uuids('recordIds')})) as records,
    (select json_agg(json_build_object('itemId', ${progress.itemId}, 'record', ${progress.record}))
       from ${progress}
       where ${progress.userId} = ${sql.placeholder('userId')} and ${progress.scope} = 'article'
         and ${progress.itemId} = any(${uuids('articleIds')})) as article_records,
    (select json_agg(${favorites.itemId})
       from ${favorites}
       where ${favorites.userId} = ${sql.placeholder('userId')} and ${favorites.itemKind} = 'article'
         and ${favorites.itemId} = any(${uuids('articleIds')})) as bookmarked`,
);

export async function learnerReadState(
  db: Db,
  teamId: string,
  userId: string,
  courseIds: string[],
  recordIds: string[],
  articleIds: string[] = [],
): Promise<LearnerReadState> {
  const [row] = await runBuilt<Row>(db, LEARNER_READ_STATE, {
    teamId,
    userId,
    courseIds: arrayLiteral(courseIds),
    recordIds: arrayLiteral(recordIds),
    articleIds: arrayLiteral(articleIds),
  });
  return {
    version: Number(row?.version ?? 0),
    enrolled: new Map((row?.enrolled ?? []).map((e) => [e.courseId, new Date(e.createdAt)])),
    records: new Map((row?.records ?? []).map((r) => [r.itemId, r.record])),
    articleRecords: new Map((row?.article_records ?? []).map((r) => [r.itemId, r.record])),
    bookmarked: new Set(row?.bookmarked ?? []),
  };
}
