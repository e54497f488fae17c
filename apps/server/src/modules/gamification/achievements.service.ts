import type { Db } from '../../db/client';
import * as repo from './achievements.repo';

/** Records awards once each (a badge earned again adds nothing). */
export async function grantAchievements(
  db: Db,
  teamId: string,
  userId: string,
  awards: {
    kind: 'badge' | 'medal' | 'certificate' | 'collectible' | 'reward';
    sourceId: string;
    title: string;
    image?: string | null;
  }[],
) {
  await repo.insertAchievements(
    db,
    awards.map((a) => ({
      teamId,
      userId,
      kind: a.kind,
      sourceId: a.sourceId,
      title: a.title,
      image: a.image ?? null,
    })),
  );
}

export async function achievementsOf(db: Db, userId: string) {
  const rows = await repo.achievementRows(db, userId);
  return rows.map((a) => ({
    _id: a.id,
    kind: a.kind,
    title: a.title,
    image: a.image,
    awardedAt: a.awardedAt.toISOString(),
  }));
}
