import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, courses, decks, programCourses, programs, topics } from '../../../db/schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

async function insertOne<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} insert returned no row`);
  return row;
}

export const insertProgram = (db: Db, values: Insert<typeof programs>) =>
  insertOne(db.insert(programs).values(values).returning(), 'program');

export const insertCourse = (db: Db, values: Insert<typeof courses>) =>
  insertOne(db.insert(courses).values(values).returning(), 'course');

export const insertTopic = (db: Db, values: Insert<typeof topics>) =>
  insertOne(db.insert(topics).values(values).returning(), 'topic');

export const insertDeck = (db: Db, values: Insert<typeof decks>) =>
  insertOne(db.insert(decks).values(values).returning(), 'deck');

/** Many decks in one statement (a course set up in one go). */
export async function insertDecks(db: Db, values: Insert<typeof decks>[]) {
  if (values.length === 0) return [];
  return db.insert(decks).values(values).returning();
}

export const insertArticle = (db: Db, values: Insert<typeof articles>) =>
  insertOne(db.insert(articles).values(values).returning(), 'article');

export async function addCourseToProgram(db: Db, programId: string, courseId: string, position: number) {
  await db.insert(programCourses).values({ programId, courseId, position });
}

const IMAGE_TABLES = { course: courses, program: programs, article: articles } as const;

/** Sets the picture of a course, program or article (an asset URL, or null for the generated cover). */
export async function updateItemImage(
  db: Db,
  teamId: string,
  kind: keyof typeof IMAGE_TABLES,
  id: string,
  image: string | null,
) {
  const table = IMAGE_TABLES[kind];
  await db
    .update(table)
    .set({ image })
    .where(and(eq(table.id, id), eq(table.teamId, teamId)));
}
