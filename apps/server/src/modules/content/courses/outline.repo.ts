import { and, asc, count, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type CourseRow, courses, type DeckRow, decks, type TopicRow, topics } from '../../../db/schema';

type CourseChanges = Partial<typeof courses.$inferInsert>;
type TopicChanges = Partial<typeof topics.$inferInsert>;
type DeckChanges = Partial<typeof decks.$inferInsert>;

export async function findCourse(db: Db, teamId: string, id: string): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.teamId, teamId)))
    .limit(1);
  return row;
}

export async function findTopic(db: Db, teamId: string, id: string): Promise<TopicRow | undefined> {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), eq(topics.teamId, teamId)))
    .limit(1);
  return row;
}

export async function findDeck(db: Db, teamId: string, id: string): Promise<DeckRow | undefined> {
  const [row] = await db
    .select()
    .from(decks)
    .where(and(eq(decks.id, id), eq(decks.teamId, teamId)))
    .limit(1);
  return row;
}

export const topicsOfCourse = (db: Db, courseId: string) =>
  db.select().from(topics).where(eq(topics.courseId, courseId)).orderBy(asc(topics.position));

export const decksOfCourse = (db: Db, courseId: string) =>
  db.select().from(decks).where(eq(decks.courseId, courseId)).orderBy(asc(decks.position));

export const decksOfTopic = (db: Db, topicId: string) =>
  db.select().from(decks).where(eq(decks.topicId, topicId)).orderBy(asc(decks.position));

export async function deckCount(db: Db, courseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(decks).where(eq(decks.courseId, courseId));
  return row?.n ?? 0;
}

export async function updateCourseRow(db: Db, id: string, changes: CourseChanges) {
  const [row] = await db.update(courses).set(changes).where(eq(courses.id, id)).returning();
  if (!row) throw new Error('course update returned no row');
  return row;
}

export async function deleteCourseRow(db: Db, id: string) {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function updateTopicRow(db: Db, id: string, changes: TopicChanges) {
  const [row] = await db.update(topics).set(changes).where(eq(topics.id, id)).returning();
  if (!row) throw new Error('topic update returned no row');
  return row;
}

export async function deleteTopicRow(db: Db, id: string) {
  await db.delete(topics).where(eq(topics.id, id));
}

export async function updateDeckRow(db: Db, id: string, changes: DeckChanges) {
  const [row] = await db.update(decks).set(changes).where(eq(decks.id, id)).returning();
  if (!row) throw new Error('deck update returned no row');
  return row;
}

export async function deleteDeckRow(db: Db, id: string) {
  await db.delete(decks).where(eq(decks.id, id));
}

export async function nextTopicPosition(db: Db, courseId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(topics.position) })
    .from(topics)
    .where(eq(topics.courseId, courseId));
  return row?.last == null ? 0 : row.last + 1;
}

export async function nextDeckPosition(db: Db, topicId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(decks.position) })
    .from(decks)
    .where(eq(decks.topicId, topicId));
  return row?.last == null ? 0 : row.last + 1;
}

/** The topic just before (up) or after (down) this one in its course, if any. */
export async function neighbourTopic(db: Db, topic: TopicRow, direction: 'up' | 'down') {
  const [row] = await db
    .select()
    .from(topics)
    .where(
      and(
        eq(topics.courseId, topic.courseId),
        direction === 'up' ? lt(topics.position, topic.position) : gt(topics.position, topic.position),
      ),
    )
    .orderBy(direction === 'up' ? desc(topics.position) : asc(topics.position))
    .limit(1);
  return row;
}

/** The deck just before (up) or after (down) this one in its topic, if any. */
export async function neighbourDeck(db: Db, deck: DeckRow, direction: 'up' | 'down') {
  const [row] = await db
    .select()
    .from(decks)
    .where(
      and(
        eq(decks.topicId, deck.topicId),
        direction === 'up' ? lt(decks.position, deck.position) : gt(decks.position, deck.position),
      ),
    )
    .orderBy(direction === 'up' ? desc(decks.position) : asc(decks.position))
    .limit(1);
  return row;
}
