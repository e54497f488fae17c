import { DEFAULT_COURSE_SETTINGS, DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { courses, decks, enrollments, progress, topics, users } from '../../../apps/server/src/db/schema';
import { seedTeamFixture } from './fixture-team';
import { type IngestFixture, QUIZ, seedIngestFixture } from './ingest-fixture';

const CHUNK = 1000;

export interface LoadFixture {
  courseId: string;
  /** Deck ids in playing order; the last deck of each topic is a two-question quiz. */
  deckIds: string[];
  quizDeckIds: string[];
  /** Usernames of the learners the scenarios sign in as. */
  usernames: string[];
  learnerCount: number;
  /** The submit_queue scenario's courses and learners (learners the read scenarios do not use). */
  ingest: IngestFixture;
}

/**
 * Seeds the team `loadtest` into the bench database before the product starts: `learnerCount`
 * learners (one shared password hash, so seeding takes seconds), one course of 3 topics x 4 decks
 * that every learner is enrolled in, and progress for every other learner.
 */
export async function seedLoadFixture(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  learnerCount: number;
  signInCount: number;
  /** Learners (odd-numbered, so none of the signed-in readers) with a session for submit_queue. */
  ingestLearnerCount: number;
  ingestCourseCount: number;
  /** The JWT secret the product will run with, to sign the ingestion learners' sessions. */
  jwtSecret: string;
}): Promise<LoadFixture> {
  return seedTeamFixture(
    options,
    { name: 'loadtest', title: 'Load test' },
    async ({ db, team, passwordHash }) => {
      const userIds: string[] = [];
      for (let start = 0; start < options.learnerCount; start += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, options.learnerCount - start) }, (_, i) => ({
          teamId: team.id,
          username: `loadlearner${start + i}`,
          passwordHash,
          firstName: 'Load',
          lastName: `Learner ${start + i}`,
        }));
        const inserted = await db.insert(users).values(rows).returning({ id: users.id });
        userIds.push(...inserted.map((r) => r.id));
      }

      const [course] = await db
        .insert(courses)
        .values({
          teamId: team.id,
          identifier: 'loadcourse1',
          name: 'Load course',
          published: true,
          launched: true,
          launchedAt: new Date(),
          settings: DEFAULT_COURSE_SETTINGS,
        })
        .returning();
      if (!course) throw new Error('course insert failed');
      const deckIds: string[] = [];
      const quizDeckIds: string[] = [];
      for (let t = 0; t < 3; t++) {
        const [topic] = await db
          .insert(topics)
          .values({ teamId: team.id, courseId: course.id, name: `Topic ${t + 1}`, position: t })
          .returning();
        if (!topic) throw new Error('topic insert failed');
        for (let d = 0; d < 4; d++) {
          const quiz = d === 3;
          const [deck] = await db
            .insert(decks)
            .values({
              teamId: team.id,
              courseId: course.id,
              topicId: topic.id,
              name: quiz ? `Quiz ${t + 1}` : `Reading ${t + 1}.${d + 1}`,
              category: quiz ? 'assessment' : 'article',
              readerType: quiz ? 'assessment' : 'article',
              position: d,
              settings: DEFAULT_DECK_SETTINGS,
              content: quiz ? QUIZ : { html: '<p>Reading</p>' },
            })
            .returning({ id: decks.id });
          if (!deck) throw new Error('deck insert failed');
          deckIds.push(deck.id);
          if (quiz) quizDeckIds.push(deck.id);
        }
      }

      for (let start = 0; start < userIds.length; start += CHUNK) {
        const slice = userIds.slice(start, start + CHUNK);
        await db.insert(enrollments).values(
          slice.map((userId) => ({
            teamId: team.id,
            courseId: course.id,
            userId,
            source: 'admin' as const,
          })),
        );
        const withProgress = slice.filter((_, i) => (start + i) % 2 === 0);
        const record = {
          viewedPercentage: 33,
          viewAttempts: 4,
          timeSpent: 600,
          score: 0,
          points: 0,
          coins: 0,
          completion: false,
          completionDate: null,
        };
        await db.insert(progress).values(
          withProgress.flatMap((userId) => [
            {
              userId,
              teamId: team.id,
              scope: 'course' as const,
              itemId: course.id,
              courseId: null,
              record: { ...record, subStates: {}, lastPosition: null },
            },
            ...deckIds.slice(0, 4).map((deckId) => ({
              userId,
              teamId: team.id,
              scope: 'deck' as const,
              itemId: deckId,
              courseId: course.id,
              record: {
                ...record,
                viewedPercentage: 100,
                completion: true,
                completionDate: new Date().toISOString(),
              },
            })),
          ]),
        );
      }
      const ingest = await seedIngestFixture(db, {
        teamId: team.id,
        courseCount: options.ingestCourseCount,
        learnerIds: userIds.filter((_, i) => i % 2 === 1).slice(0, options.ingestLearnerCount),
        jwtSecret: options.jwtSecret,
      });
      return {
        ingest,
        courseId: course.id,
        deckIds,
        quizDeckIds,
        usernames: Array.from(
          { length: Math.min(options.signInCount, options.learnerCount) },
          (_, i) => `loadlearner${i * 2}`,
        ),
        learnerCount: userIds.length,
      };
    },
  );
}
