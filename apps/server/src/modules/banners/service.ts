import type { Banner, BannerCreateBody, BannerUpdateBody } from '@lp/shared/banners';
import type { Db } from '../../db/client';
import type { BannerRow, NewBannerRow, TeamRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { teamFeatures } from '../teams/service';
import * as repo from './repo';

/** The allow-list of banner fields a response carries (SPEC §3 names). */
export const presentBanner = (row: BannerRow): Banner => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  link: row.link,
  priority: row.priority,
  button_text: row.buttonText,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** banners/published_list: nothing while the team's `banners` feature is off (the SPEC §9 default). */
export async function publishedBanners(db: Db, team: TeamRow): Promise<Banner[]> {
  if (!teamFeatures(team).banners) return [];
  return (await repo.listBanners(db, team.id, { publishedOnly: true })).map(presentBanner);
}

/** banners/list: every banner of the team, drafts included (builder). */
export async function allBanners(db: Db, teamId: string): Promise<Banner[]> {
  return (await repo.listBanners(db, teamId, { publishedOnly: false })).map(presentBanner);
}

function columnsOf(body: BannerUpdateBody): Partial<NewBannerRow> {
  const { button_text, ...rest } = body;
  return { ...rest, ...(button_text !== undefined ? { buttonText: button_text } : {}) };
}

export async function createBanner(db: Db, teamId: string, body: BannerCreateBody): Promise<Banner> {
  const row = await repo.insertBanner(db, { ...columnsOf(body), name: body.name, teamId });
  return presentBanner(row);
}

/** Another team's banner is not found (never revealed). */
export async function updateBanner(
  db: Db,
  teamId: string,
  id: string,
  body: BannerUpdateBody,
): Promise<Banner> {
  const row = await repo.updateBannerRow(db, teamId, id, columnsOf(body));
  if (!row) throw notFound();
  return presentBanner(row);
}

export async function deleteBanner(db: Db, teamId: string, id: string): Promise<void> {
  if (!(await repo.deleteBannerRow(db, teamId, id))) throw notFound();
}
