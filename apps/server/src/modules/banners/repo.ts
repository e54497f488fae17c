import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BannerRow, banners, type NewBannerRow } from '../../db/schema';

/** SPEC §9 order: priority, then most recently updated; id keeps equal rows stable. */
export function listBanners(db: Db, teamId: string, options: { publishedOnly: boolean }) {
  const where: SQL[] = [eq(banners.teamId, teamId)];
  if (options.publishedOnly) where.push(eq(banners.published, true));
  return db
    .select()
    .from(banners)
    .where(and(...where))
    .orderBy(desc(banners.priority), desc(banners.updatedAt), desc(banners.id));
}

export async function insertBanner(db: Db, values: NewBannerRow): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('banner insert returned no row');
  return row;
}

export async function updateBannerRow(
  db: Db,
  teamId: string,
  id: string,
  values: Partial<NewBannerRow>,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(banners.teamId, teamId), eq(banners.id, id)))
    .returning();
  return row;
}

export async function deleteBannerRow(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.teamId, teamId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}
