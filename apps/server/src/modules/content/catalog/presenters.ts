import type { ArticleCard, ContentItem } from '@lp/shared/content/catalog';
import type { ArticleRow, CourseRow, DeckRow, ProgramRow } from '../../../db/schema';

type Tags = ContentItem['tags'];

function contentItem(
  row: CourseRow | ProgramRow | Omit<ArticleRow, 'content'>,
  category: string,
  teamName: string,
  tags: Tags,
) {
  return {
    _id: row.id,
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    category,
    image: row.image,
    tags,
    priority: row.priority,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    uniques: row.uniques,
    languages: row.languages,
    owner: { team: teamName },
    published: row.published,
  } satisfies ContentItem;
}

export const presentCourseItem = (row: CourseRow, teamName: string, tags: Tags) => ({
  ...contentItem(row, row.kind, teamName, tags),
  kind: row.kind,
  launched: row.launched,
  settings: row.settings,
});

export const presentProgramItem = (row: ProgramRow, teamName: string, tags: Tags, courseCount: number) => ({
  ...contentItem(row, 'program', teamName, tags),
  sequential: row.sequential,
  courseCount,
});

export const presentArticle = (
  row: Omit<ArticleRow, 'content'>,
  teamName: string,
  tags: Tags,
): ArticleCard => ({
  ...contentItem(row, row.category, teamName, tags),
  readerType: row.readerType,
});

/** Deck metadata only: the content (and any answer key in it) is served by the deck reader route. */
export const presentDeckSummary = (
  row: Pick<DeckRow, 'id' | 'name' | 'category' | 'readerType' | 'position' | 'topicId' | 'settings'>,
) => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  readerType: row.readerType,
  position: row.position,
  topicId: row.topicId,
  settings: row.settings,
});
