import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentTags, courses, favorites } from '../../../db/schema';

export async function updateContestRow(db: Db, id: string, changes: Partial<typeof courses.$inferInsert>) {
  await db.update(courses).set(changes).where(eq(courses.id, id));
}

/** Deletes the team's contest; answers whether there was one. */
export async function deleteContestRow(db: Db, teamId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(courses)
    .where(and(eq(courses.id, id), eq(courses.teamId, teamId), eq(courses.kind, 'contest')))
    .returning({ id: courses.id });
  return deleted.length > 0;
}

/** Tags and favorites point at a course without a foreign key: they go with it. */
export async function deleteCourseLinks(db: Db, courseId: string) {
  await db
    .delete(contentTags)
    .where(and(eq(contentTags.itemKind, 'course'), eq(contentTags.itemId, courseId)));
  await db.delete(favorites).where(and(eq(favorites.itemKind, 'course'), eq(favorites.itemId, courseId)));
}
