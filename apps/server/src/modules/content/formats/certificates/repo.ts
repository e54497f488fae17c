import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { certificates, courses, decks } from '../../../../db/schema';

/** Reader types of certificate decks (with or without the deck suffix). */
const CERTIFICATE_READER_TYPES = ['certificate', 'certificatedeck'];

/** Certificate decks of the team among `deckIds`, or inside one of `courseIds`. */
export async function certificateDecks(db: Db, teamId: string, deckIds: string[], courseIds: string[]) {
  const where = [
    deckIds.length > 0 ? inArray(decks.id, deckIds) : undefined,
    courseIds.length > 0 ? inArray(decks.courseId, courseIds) : undefined,
  ].filter((c) => c !== undefined);
  if (where.length === 0) return [];
  return db
    .select({
      id: decks.id,
      name: decks.name,
      content: decks.content,
      courseId: decks.courseId,
      courseName: courses.name,
    })
    .from(decks)
    .innerJoin(courses, eq(courses.id, decks.courseId))
    .where(and(eq(decks.teamId, teamId), inArray(decks.readerType, CERTIFICATE_READER_TYPES), or(...where)));
}

export async function insertCertificate(db: Db, values: typeof certificates.$inferInsert) {
  await db.insert(certificates).values(values).onConflictDoNothing();
}

export async function findCertificate(db: Db, id: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  return row;
}

export async function findCertificateOfDeck(db: Db, userId: string, deckId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.deckId, deckId)))
    .limit(1);
  return row;
}

export const certificatesOfUser = (db: Db, teamId: string, userId: string) =>
  db
    .select()
    .from(certificates)
    .where(and(eq(certificates.teamId, teamId), eq(certificates.userId, userId)))
    .orderBy(desc(certificates.issuedAt));
