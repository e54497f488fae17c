import {
  type CourseSettings,
  DEFAULT_ARTICLE_SETTINGS,
  DEFAULT_COURSE_SETTINGS,
  DEFAULT_DECK_SETTINGS,
  type DeckSettings,
} from '@lp/shared/content';
import type { FastifyInstance } from 'fastify';
import { enrollments } from '../db/schema';
import { generateIdentifier } from '../lib/identifiers';
import {
  addCourseToProgram,
  createArticle,
  createCourse,
  createDeck,
  createProgram,
  createTopic,
} from '../modules/content/catalog/service';

export interface DeckSpec {
  name?: string;
  category?: string;
  settings?: Partial<DeckSettings>;
  content?: Record<string, unknown>;
}

/** A course with topics of decks; `topics: [[deck, deck], [deck]]`. */
export async function makeCourse(
  app: FastifyInstance,
  teamId: string,
  options: {
    name?: string;
    published?: boolean;
    settings?: Partial<CourseSettings>;
    topics?: DeckSpec[][];
    priority?: number;
    kind?: 'course' | 'exam' | 'contest';
    ownerId?: string;
  } = {},
) {
  const course = await createCourse(app.db, {
    teamId,
    identifier: generateIdentifier(),
    name: options.name ?? 'Course',
    published: options.published ?? true,
    priority: options.priority ?? 0,
    kind: options.kind ?? 'course',
    settings: { ...DEFAULT_COURSE_SETTINGS, ...options.settings },
    ownerId: options.ownerId ?? null,
  });
  const topicRows = [];
  const deckRows = [];
  for (const [t, deckSpecs] of (options.topics ?? [[{}]]).entries()) {
    const topic = await createTopic(app.db, {
      teamId,
      courseId: course.id,
      name: `Topic ${t + 1}`,
      position: t,
    });
    topicRows.push(topic);
    for (const [d, spec] of deckSpecs.entries()) {
      const category = spec.category ?? 'article';
      deckRows.push(
        await createDeck(app.db, {
          teamId,
          courseId: course.id,
          topicId: topic.id,
          name: spec.name ?? `Deck ${t + 1}.${d + 1}`,
          category,
          readerType: category,
          position: d,
          settings: { ...DEFAULT_DECK_SETTINGS, ...spec.settings },
          content: spec.content ?? { html: '<p>Hello</p>' },
        }),
      );
    }
  }
  return { course, topics: topicRows, decks: deckRows };
}

export async function makeProgram(
  app: FastifyInstance,
  teamId: string,
  courseIds: string[],
  sequential = false,
  ownerId: string | null = null,
) {
  const program = await createProgram(app.db, {
    teamId,
    identifier: generateIdentifier(),
    name: 'Program',
    published: true,
    sequential,
    ownerId,
  });
  for (const [i, id] of courseIds.entries()) await addCourseToProgram(app.db, program.id, id, i);
  return program;
}

/** Enrolled at a given time (reminder and report tests move time around it). */
export async function enrol(
  app: FastifyInstance,
  teamId: string,
  courseId: string,
  userId: string,
  at = new Date(),
) {
  await app.db.insert(enrollments).values({ teamId, courseId, userId, source: 'admin', createdAt: at });
}

export async function makeArticle(
  app: FastifyInstance,
  teamId: string,
  options: {
    name?: string;
    category?: string;
    published?: boolean;
    allowSharing?: boolean;
    content?: Record<string, unknown>;
    ownerId?: string;
  } = {},
) {
  const category = options.category ?? 'article';
  return createArticle(app.db, {
    teamId,
    identifier: generateIdentifier(),
    name: options.name ?? 'Article',
    category,
    readerType: category,
    published: options.published ?? true,
    settings: { ...DEFAULT_ARTICLE_SETTINGS, allowSharing: options.allowSharing ?? false },
    content: options.content ?? { html: '<p>Read me</p>' },
    ownerId: options.ownerId ?? null,
  });
}
