import {
  type CourseSettings,
  DEFAULT_ARTICLE_SETTINGS,
  DEFAULT_COURSE_SETTINGS,
  DEFAULT_DECK_SETTINGS,
  type DeckSettings,
} from '@lp/shared/content';
import type { Db } from '../db/client';
import type { ArticleRow, CourseRow } from '../db/schema';
import { generateIdentifier } from '../lib/identifiers';
import { createArticle, createCourse, createDecks, createTopic } from '../modules/content/catalog/service';

export interface DemoDeck {
  name: string;
  /** The category, which is also the reader type. */
  category: string;
  content: Record<string, unknown>;
  settings?: Partial<DeckSettings>;
}

export interface DemoCourse {
  name: string;
  description: string;
  priority: number;
  settings?: Partial<CourseSettings>;
  topics: { name: string; decks: DemoDeck[] }[];
}

export interface DemoArticle extends DemoDeck {
  priority: number;
  /** Names of the demo tags the article carries. */
  tags: string[];
}

/** Inserts a published, launched course with its topics and decks, in order. */
export async function createDemoCourse(
  db: Db,
  teamId: string,
  ownerId: string,
  course: DemoCourse,
): Promise<CourseRow> {
  const row = await createCourse(db, {
    teamId,
    ownerId,
    identifier: generateIdentifier(),
    name: course.name,
    description: course.description,
    priority: course.priority,
    published: true,
    launched: true,
    launchedAt: new Date(),
    settings: { ...DEFAULT_COURSE_SETTINGS, ...course.settings },
  });
  for (const [t, topic] of course.topics.entries()) {
    const topicRow = await createTopic(db, { teamId, courseId: row.id, name: topic.name, position: t });
    // One insert per topic keeps the seed fast.
    await createDecks(
      db,
      topic.decks.map((deck, position) => ({
        teamId,
        courseId: row.id,
        topicId: topicRow.id,
        name: deck.name,
        category: deck.category,
        readerType: deck.category,
        position,
        settings: { ...DEFAULT_DECK_SETTINGS, ...deck.settings },
        content: deck.content,
      })),
    );
  }
  return row;
}

/** Inserts a published standalone article. */
export function createDemoArticle(
  db: Db,
  teamId: string,
  ownerId: string,
  article: DemoArticle,
): Promise<ArticleRow> {
  return createArticle(db, {
    teamId,
    ownerId,
    identifier: generateIdentifier(),
    name: article.name,
    category: article.category,
    readerType: article.category,
    priority: article.priority,
    published: true,
    settings: { ...DEFAULT_ARTICLE_SETTINGS },
    content: article.content,
  });
}
