import type {
  BuilderArticle,
  BuilderCourse,
  BuilderDeck,
  BuilderProgram,
  BuilderTopic,
  ProgramTheme,
} from '@lp/shared/builder';
import { LIMITS } from '@lp/shared/constants';
import type { ContentItem } from '@lp/shared/content/catalog';
import type { ArticleRow, CourseRow, DeckRow, ProgramRow, TopicRow } from '../../db/schema';
import { editingState } from './authoring.policy';
import { presentArticle, presentCourseItem, presentProgramItem } from './catalog/presenters';

type Tags = ContentItem['tags'];

export const presentDeck = (row: DeckRow): BuilderDeck => ({
  _id: row.id,
  courseId: row.courseId,
  topicId: row.topicId,
  name: row.name,
  category: row.category,
  readerType: row.readerType,
  position: row.position,
  settings: row.settings,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentTopic = (row: TopicRow, decks: DeckRow[]): BuilderTopic => ({
  _id: row.id,
  courseId: row.courseId,
  name: row.name,
  position: row.position,
  decks: decks.filter((d) => d.topicId === row.id).map(presentDeck),
});

export function presentBuilderCourse(
  row: CourseRow,
  outline: { teamName: string; tags: Tags; topics: TopicRow[]; decks: DeckRow[] },
): BuilderCourse {
  return {
    ...presentCourseItem(row, outline.teamName, outline.tags),
    ownerId: row.ownerId,
    launchedAt: row.launchedAt?.toISOString() ?? null,
    version: row.version,
    editing: editingState(row),
    topics: outline.topics.map((topic) => presentTopic(topic, outline.decks)),
  };
}

export function presentBuilderProgram(
  row: ProgramRow,
  details: {
    teamName: string;
    tags: Tags;
    courses: { id: string; name: string; kind: CourseRow['kind']; launched: boolean; position: number }[];
  },
): BuilderProgram {
  const { courseCount: _count, ...item } = presentProgramItem(
    row,
    details.teamName,
    details.tags,
    details.courses.length,
  );
  return {
    ...item,
    ownerId: row.ownerId,
    theme: (row.theme as ProgramTheme | null) ?? null,
    themeAllowed: details.courses.length < LIMITS.programThemingMaxCourses,
    courses: details.courses.map(({ id, ...course }) => ({ _id: id, ...course })),
  };
}

export const presentBuilderArticle = (row: ArticleRow, teamName: string, tags: Tags): BuilderArticle => ({
  ...presentArticle(row, teamName, tags),
  ownerId: row.ownerId,
  settings: row.settings,
  content: row.content,
});
