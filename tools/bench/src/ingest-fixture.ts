import { DEFAULT_COURSE_SETTINGS, DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import type { Database } from '../../../apps/server/src/db/client';
import { courses, decks, enrollments, topics } from '../../../apps/server/src/db/schema';
import { startSession } from '../../../apps/server/src/modules/auth/sessions';

const TOPICS_PER_COURSE = 4;
const DECKS_PER_TOPIC = 5;

export const QUIZ = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Pick B',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: ['b'],
    },
    { id: 'q2', type: 'truefalse', prompt: 'True?', answer: true },
  ],
};

export interface IngestCourse {
  /** The course's 20 decks in playing order: one submit_queue batch completes all of them. */
  deckIds: string[];
  quizDeckIds: string[];
}

export interface IngestFixture {
  courses: IngestCourse[];
  /** Learners enrolled in every ingestion course, each with a session of its own. */
  learners: { id: string; token: string }[];
}

/**
 * Courses of 4 topics x 5 decks (the last of each topic a two-question quiz) for the submit_queue
 * scenario: a learner's n-th batch completes the n-th course, so every batch earns points, course
 * completions and leaderboard scores until a learner has played every course. The learners get
 * their sessions straight from the product's `startSession` (the sign-in route allows 30 a minute
 * per address), signed with the JWT secret the bench hands the product.
 */
export async function seedIngestFixture(
  db: Database,
  options: { teamId: string; courseCount: number; learnerIds: string[]; jwtSecret: string },
): Promise<IngestFixture> {
  const made: IngestCourse[] = [];
  for (let c = 0; c < options.courseCount; c++) {
    const [course] = await db
      .insert(courses)
      .values({
        teamId: options.teamId,
        identifier: `ingestcourse${c}`,
        name: `Ingestion course ${c + 1}`,
        published: true,
        launched: true,
        launchedAt: new Date(),
        settings: DEFAULT_COURSE_SETTINGS,
      })
      .returning({ id: courses.id });
    if (!course) throw new Error('course insert failed');
    const topicRows = await db
      .insert(topics)
      .values(
        Array.from({ length: TOPICS_PER_COURSE }, (_, t) => ({
          teamId: options.teamId,
          courseId: course.id,
          name: `Topic ${t + 1}`,
          position: t,
        })),
      )
      .returning({ id: topics.id, position: topics.position });
    topicRows.sort((a, b) => a.position - b.position);
    const entry: IngestCourse = { deckIds: [], quizDeckIds: [] };
    for (const topic of topicRows) {
      const deckRows = await db
        .insert(decks)
        .values(
          Array.from({ length: DECKS_PER_TOPIC }, (_, d) => {
            const quiz = d === DECKS_PER_TOPIC - 1;
            return {
              teamId: options.teamId,
              courseId: course.id,
              topicId: topic.id,
              name: quiz ? `Quiz ${topic.position + 1}` : `Reading ${topic.position + 1}.${d + 1}`,
              category: quiz ? 'assessment' : 'article',
              readerType: quiz ? 'assessment' : 'article',
              position: d,
              settings: DEFAULT_DECK_SETTINGS,
              content: quiz ? QUIZ : { html: '<p>Reading</p>' },
            };
          }),
        )
        .returning({ id: decks.id, position: decks.position, readerType: decks.readerType });
      deckRows.sort((a, b) => a.position - b.position);
      for (const deck of deckRows) {
        entry.deckIds.push(deck.id);
        if (deck.readerType === 'assessment') entry.quizDeckIds.push(deck.id);
      }
    }
    await db.insert(enrollments).values(
      options.learnerIds.map((userId) => ({
        teamId: options.teamId,
        courseId: course.id,
        userId,
        source: 'admin' as const,
      })),
    );
    made.push(entry);
  }
  const learners: IngestFixture['learners'] = [];
  for (const userId of options.learnerIds) {
    const { token } = await startSession(db, options.jwtSecret, { userId, teamId: options.teamId });
    learners.push({ id: userId, token });
  }
  return { courses: made, learners };
}
