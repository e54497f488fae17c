import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { TAG_MESSAGES, type Tag, type TagItemsBody, type TagPage } from '@lp/shared/tags';
import type { Db } from '../../db/client';
import type { ContentKind } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import type { Viewer } from '../content/catalog/catalog.service';
import { keepOnly, learnerLibrary } from '../content/catalog/learner-library';
import * as repo from './repo';

type Counts = Tag['counts'];

const presentTag = (row: repo.TagRow, counts: Counts): Tag => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  counts,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** tags/list: the team's tags by name, with item counts (drafts included). */
export async function listTags(db: Db, teamId: string): Promise<Tag[]> {
  const rows = await repo.listTagsWithCounts(db, teamId);
  return rows.map((r) =>
    presentTag(r.tag, { courses: r.courses, programs: r.programs, articles: r.articles }),
  );
}

async function tagWithCounts(db: Db, teamId: string, id: string): Promise<Tag> {
  const [found] = await repo.listTagsWithCounts(db, teamId, id);
  if (!found) throw notFound();
  return presentTag(found.tag, {
    courses: found.courses,
    programs: found.programs,
    articles: found.articles,
  });
}

/** A name another tag of the team already has, ignoring case, is a 409. */
async function assertNameFree(db: Db, teamId: string, name: string, exceptId?: string) {
  const [clash] = await repo.findTagsByNames(db, teamId, [name]);
  if (clash && clash.id !== exceptId) throw conflict(keyedMessage('tag.taken', clash.name));
}

/** The unique index still guards two requests racing past the check. */
async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(keyedMessage('tag.taken', name));
    throw err;
  }
}

export async function createTag(db: Db, teamId: string, name: string): Promise<Tag> {
  await assertNameFree(db, teamId, name);
  const row = await guardName(name, () => repo.insertTag(db, teamId, name));
  return presentTag(row, { courses: 0, programs: 0, articles: 0 });
}

export async function renameTag(db: Db, teamId: string, id: string, name: string): Promise<Tag> {
  await assertNameFree(db, teamId, name, id);
  const row = await guardName(name, () => repo.renameTag(db, teamId, id, name));
  if (!row) throw notFound();
  return tagWithCounts(db, teamId, id);
}

export async function deleteTag(db: Db, teamId: string, id: string): Promise<void> {
  if (!(await repo.deleteTagRow(db, teamId, id))) throw notFound();
}

/**
 * tags/{id}/items: exactly these items carry the tag afterwards. An id that is not an item of
 * the team (another team's included) is not found, and nothing changes.
 */
export async function setTagItems(db: Db, teamId: string, id: string, body: TagItemsBody): Promise<Tag> {
  if (!(await repo.findTag(db, teamId, id))) throw notFound();
  const wanted: [ContentKind, string[]][] = [
    ['course', [...new Set(body.courses)]],
    ['program', [...new Set(body.programs)]],
    ['article', [...new Set(body.articles)]],
  ];
  for (const [kind, ids] of wanted) {
    const found = await repo.existingItemIds(db, teamId, kind, ids);
    if (found.size !== ids.length) throw notFound();
  }
  const items = wanted.flatMap(([itemKind, ids]) => ids.map((itemId) => ({ itemKind, itemId })));
  await repo.replaceTagItems(db, teamId, id, items);
  return tagWithCounts(db, teamId, id);
}

/**
 * tags/{name}/items (the /tags/{name} page): the learner-visible items carrying the tag, each
 * kind by priority then most recently updated. An unknown name is not found.
 */
export async function tagPage(db: Db, viewer: Viewer, name: string): Promise<TagPage> {
  const [tag] = await repo.findTagsByNames(db, viewer.team.id, [name.trim()]);
  if (!tag) throw notFound(TAG_MESSAGES.notFound);
  const [ids, library] = await Promise.all([
    repo.taggedItemIds(db, viewer.team.id, tag.id),
    learnerLibrary(db, viewer),
  ]);
  return {
    tag: { _id: tag.id, name: tag.name },
    courses: keepOnly(library.courses, ids.course),
    programs: keepOnly(library.programs, ids.program),
    articles: keepOnly(library.articles, ids.article),
  };
}

/** Tags of the team by name (any case), in the order asked; unknown names are skipped. */
export async function tagsNamed(db: Db, teamId: string, names: string[]) {
  return pickTagsByNames(
    (await repo.findTagsByNames(db, teamId, names)).map((r) => ({ _id: r.id, name: r.name })),
    names,
  );
}

/** The tags whose names are given (any case), in the order of `names`, each once. */
export function pickTagsByNames(tags: { _id: string; name: string }[], names: string[]) {
  const byName = new Map(tags.map((r) => [r.name.toLowerCase(), r]));
  const seen = new Set<string>();
  const ordered: { _id: string; name: string }[] = [];
  for (const name of names) {
    const row = byName.get(name.toLowerCase());
    if (row && !seen.has(row._id)) {
      seen.add(row._id);
      ordered.push({ _id: row._id, name: row.name });
    }
  }
  return ordered;
}

/** Search's tag suggestions; call inside withTypoTolerance. */
export async function suggestTags(db: Db, teamId: string, text: string, limit: number) {
  const rows = await repo.tagsMatching(db, teamId, text, limit);
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}
