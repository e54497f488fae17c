import { randomUUID } from 'node:crypto';
import type { ProgressRecord } from '@lp/shared/progress';
import type { FastifyInstance } from 'fastify';
import { progress, trackerEvents, wallets } from '../db/schema';
import { type ProgressChange, queueBatchAnalytics } from '../modules/analytics/aggregates.service';
import { startSession } from '../modules/auth/sessions';
import { makeMember } from '../modules/builder/enrolment.fixtures';
import { setManager } from '../modules/users/hierarchy.service';
import { enrol, makeCourse } from './content-factory';
import { makeTeam } from './factories';
import { setCourseProgress } from './rows';

export type Headers = Record<string, string>;

/** A session opened directly: many sign-ins in one file would meet the sign-in rate limit. */
export async function headersOf(
  app: FastifyInstance,
  user: { id: string; teamId: string },
): Promise<Headers> {
  const { token } = await startSession(app.db, app.config.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
  });
  return { 'access-token': token };
}

/** A tracker event as the ingest stores and counts it, at a chosen moment. */
export async function trackerEvent(
  app: FastifyInstance,
  user: { id: string; teamId: string },
  name: string,
  at: string,
) {
  await app.db.insert(trackerEvents).values({
    uuid: randomUUID(),
    teamId: user.teamId,
    userId: user.id,
    name,
    payload: {},
    occurredAt: new Date(at),
  });
  await queueBatchAnalytics(app.db, user.teamId, user.id, {
    changes: [],
    answers: [],
    events: [{ name, at: new Date(at) }],
  });
}

export const completedRecord = (at: string) => ({
  viewedPercentage: 100,
  viewAttempts: 1,
  timeSpent: 120,
  score: 80,
  points: 10,
  coins: 0,
  completion: true,
  completionDate: at,
  subStates: {},
  lastPosition: null,
});

export const startedRecord = () => ({
  ...completedRecord(''),
  viewedPercentage: 40,
  score: 0,
  completion: false,
  completionDate: null,
});

/**
 * A team with an admin, a creator owning one course, a manager with two reports (one in Sales,
 * one in Ops) and a learner who is nobody's report; the admin's course has all three learners.
 */
export async function analyticsTeam(app: FastifyInstance) {
  const team = await makeTeam(app);
  const admin = await makeMember(app, team.id, { license: 'Admin' });
  const creator = await makeMember(app, team.id, { license: 'Creator' });
  const manager = await makeMember(app, team.id, { manager: true });
  const learner = await makeMember(app, team.id);
  const sales = await makeMember(app, team.id, { details: { department: 'Sales', company: 'Acme' } });
  const ops = await makeMember(app, team.id, { details: { department: 'Ops', company: 'Acme' } });
  await setManager(app.db, team.id, sales.id, manager.id);
  await setManager(app.db, team.id, ops.id, manager.id);
  const made = await makeCourse(app, team.id, {
    name: 'Safety',
    ownerId: admin.id,
    topics: [[{ name: 'Safety quiz', category: 'assessment', content: { questions: [] } }]],
  });
  const safety = made.course;
  const quiz = made.decks[0] as (typeof made.decks)[number];
  const own = (await makeCourse(app, team.id, { name: 'Creator course', ownerId: creator.id })).course;
  for (const user of [learner, sales, ops])
    await enrol(app, team.id, safety.id, user.id, new Date('2026-03-01T09:00:00Z'));
  await enrol(app, team.id, own.id, sales.id, new Date('2026-03-01T09:00:00Z'));
  await setCourseProgress(app, {
    teamId: team.id,
    userId: sales.id,
    courseId: safety.id,
    record: completedRecord('2026-03-03T10:00:00.000Z'),
    at: new Date('2026-03-03T10:00:00Z'),
  });
  await setCourseProgress(app, {
    teamId: team.id,
    userId: ops.id,
    courseId: safety.id,
    record: startedRecord(),
    at: new Date('2026-03-02T10:00:00Z'),
  });
  await app.db.insert(progress).values({
    teamId: team.id,
    userId: sales.id,
    scope: 'deck',
    itemId: quiz.id,
    courseId: safety.id,
    record: { ...completedRecord('2026-03-03T10:00:00.000Z'), viewAttempts: 2, score: 75 },
  });
  // What the ingest would have counted for these records.
  const quizRecord = { ...completedRecord('2026-03-03T10:00:00.000Z'), viewAttempts: 2, score: 75 };
  const courseChange = (record: ProgressRecord) =>
    ({ scope: 'course', itemId: safety.id, courseId: safety.id, before: undefined, after: record }) as const;
  const queueChanges = (userId: string, changes: ProgressChange[]) =>
    queueBatchAnalytics(app.db, team.id, userId, { changes, answers: [], events: [] });
  await queueChanges(sales.id, [
    courseChange(completedRecord('2026-03-03T10:00:00.000Z')),
    { scope: 'deck', itemId: quiz.id, courseId: safety.id, before: undefined, after: quizRecord },
  ]);
  await queueChanges(ops.id, [courseChange(startedRecord())]);
  await trackerEvent(app, sales, 'SESSION_STARTED', '2026-03-02T08:00:00Z');
  await trackerEvent(app, sales, 'DECK_COMPLETED', '2026-03-02T08:05:00Z');
  await trackerEvent(app, sales, 'SESSION_STARTED', '2026-03-03T08:00:00Z');
  await trackerEvent(app, ops, 'SESSION_STARTED', '2026-03-02T09:00:00Z');
  await trackerEvent(app, learner, 'SESSION_STARTED', '2026-03-10T09:00:00Z');
  await app.db.insert(wallets).values([
    { userId: sales.id, teamId: team.id, points: 150 },
    { userId: ops.id, teamId: team.id, points: 20 },
  ]);
  return {
    team,
    safety,
    quiz,
    own,
    users: { admin, creator, manager, learner, sales, ops },
    headers: {
      admin: await headersOf(app, admin),
      creator: await headersOf(app, creator),
      manager: await headersOf(app, manager),
      learner: await headersOf(app, learner),
      sales: await headersOf(app, sales),
    },
  };
}
