import type { ArticleCreateBody, ArticleUpdateBody, BuilderArticle } from '@lp/shared/builder';
import { articleSettingsSchema, DEFAULT_ARTICLE_SETTINGS } from '@lp/shared/content';
import type { Db } from '../../../db/client';
import type { ArticleRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-errors';
import { assertContentPieceAllowed } from '../../billing/plan.service';
import { assertAbility, assertCanEdit, assertCanRead, type BuilderCaller } from '../authoring.policy';
import { presentBuilderArticle } from '../authoring.presenters';
import * as contentService from '../catalog/service';
import {
  assertFormatEnabled,
  formatOrBadRequest,
  initialContent,
  validFormatContent,
} from '../decks/format-content';
import { newItemFields, setItemTags } from '../items/item-fields';
import * as itemsRepo from '../items/items.repo';

async function findOr404(db: Db, caller: BuilderCaller, id: string) {
  const article = await itemsRepo.findArticle(db, caller.team.id, id);
  if (!article) throw notFound();
  return article;
}

const present = async (db: Db, caller: BuilderCaller, row: ArticleRow): Promise<BuilderArticle> =>
  presentBuilderArticle(row, caller.team.name, await itemsRepo.tagRefsOf(db, 'article', row.id));

function validSettings(changes: Partial<ArticleRow['settings']>, current: ArticleRow['settings']) {
  const parsed = articleSettingsSchema.safeParse({ ...current, ...changes });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid article settings');
  return parsed.data;
}

export async function showArticle(db: Db, caller: BuilderCaller, id: string) {
  const article = await findOr404(db, caller, id);
  assertCanRead(caller, article);
  return present(db, caller, article);
}

export async function createArticle(db: Db, caller: BuilderCaller, body: ArticleCreateBody) {
  assertAbility(caller, 'builder.view');
  const format = formatOrBadRequest(body.readerType);
  assertFormatEnabled(caller.team, format.readerType);
  const content = initialContent(body.readerType, body.content);
  const article = await db.transaction(async (tx) => {
    await assertContentPieceAllowed(tx, caller.team);
    const row = await contentService.createArticle(tx, {
      ...newItemFields({ teamId: caller.team.id, ownerId: caller.user.id }, body),
      published: body.published,
      category: format.readerType,
      readerType: body.readerType,
      settings: validSettings(body.settings ?? {}, DEFAULT_ARTICLE_SETTINGS),
      content,
    });
    await setItemTags(tx, { teamId: caller.team.id, kind: 'article', id: row.id }, body.tags);
    return row;
  });
  return present(db, caller, article);
}

export async function updateArticle(db: Db, caller: BuilderCaller, id: string, body: ArticleUpdateBody) {
  const article = await findOr404(db, caller, id);
  assertCanEdit(caller, article);
  const { tags, settings, content, ...fields } = body;
  const changes = {
    ...fields,
    ...(settings ? { settings: validSettings(settings, article.settings) } : {}),
    ...(content ? { content: validFormatContent(article.readerType, content) } : {}),
    updatedAt: new Date(),
  };
  const updated = await db.transaction(async (tx) => {
    if (tags) await setItemTags(tx, { teamId: caller.team.id, kind: 'article', id }, tags);
    return itemsRepo.updateArticleRow(tx, id, changes);
  });
  return present(db, caller, updated);
}

/** A draft copy with a new identifier, owned by the caller. */
export async function duplicateArticle(db: Db, caller: BuilderCaller, id: string) {
  const source = await findOr404(db, caller, id);
  assertCanEdit(caller, source);
  const tagIds = await itemsRepo.tagIdsOf(db, 'article', id);
  const copy = await db.transaction(async (tx) => {
    await assertContentPieceAllowed(tx, caller.team);
    const row = await contentService.createArticle(tx, {
      ...newItemFields({ teamId: source.teamId, ownerId: caller.user.id }, source, `${source.name} (copy)`),
      published: false,
      category: source.category,
      readerType: source.readerType,
      settings: source.settings,
      content: source.content,
    });
    await setItemTags(tx, { teamId: source.teamId, kind: 'article', id: row.id }, tagIds);
    return row;
  });
  return present(db, caller, copy);
}

export async function deleteArticle(db: Db, caller: BuilderCaller, id: string) {
  const article = await findOr404(db, caller, id);
  assertCanEdit(caller, article);
  await db.transaction(async (tx) => {
    await itemsRepo.deleteItemLinks(tx, 'article', article.id);
    await itemsRepo.deleteArticleRow(tx, article.id);
  });
}
