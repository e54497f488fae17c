import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements } from '../../db/schema';

/** Records awards once each (a badge earned again adds nothing). */
export async function grantAchievements(
  db: Database,
  teamId: string,
  userId: string,
  awards: {
    kind: 'badge' | 'medal' | 'certificate' | 'collectible' | 'reward';
    sourceId: string;
    title: string;
    image?: string | null;
  }[],
) {
  if (awards.length === 0) return;
  await db
    .insert(achievements)
    .values(
      awards.map((a) => ({
        teamId,
        userId,
        kind: a.kind,
        sourceId: a.sourceId,
        title: a.title,
        image: a.image ?? null,
      })),
    )
    .onConflictDoNothing();
}

export async function achievementsOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.awardedAt));
  return rows.map((a) => ({
    _id: a.id,
    kind: a.kind,
    title: a.title,
    image: a.image,
    awardedAt: a.awardedAt.toISOString(),
  }));
}
