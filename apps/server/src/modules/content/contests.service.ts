import type { CourseSettings } from '@lp/shared/content';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentTags, courses, favorites } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

/** Changes what a contest shows; its content is edited in the builder. */
export async function updateContest(
  db: Database,
  teamId: string,
  id: string,
  changes: {
    name?: string;
    description?: string;
    image?: string | null;
    published?: boolean;
    timing?: CourseSettings['timing'];
  },
) {
  const [current] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.teamId, teamId)))
    .limit(1);
  if (current?.kind !== 'contest') throw notFound();
  const { timing, ...rest } = changes;
  await db
    .update(courses)
    .set({ ...rest, ...(timing ? { settings: { ...current.settings, timing } } : {}) })
    .where(eq(courses.id, id));
}

/** Deletes a contest; its tags and favorites (no foreign key) go with it. */
export async function deleteContest(db: Database, teamId: string, id: string) {
  const deleted = await db
    .delete(courses)
    .where(and(eq(courses.id, id), eq(courses.teamId, teamId), eq(courses.kind, 'contest')))
    .returning({ id: courses.id });
  if (deleted.length === 0) return;
  await db.delete(contentTags).where(and(eq(contentTags.itemKind, 'course'), eq(contentTags.itemId, id)));
  await db.delete(favorites).where(and(eq(favorites.itemKind, 'course'), eq(favorites.itemId, id)));
}
