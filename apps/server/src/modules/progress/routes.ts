import { courseDetailSchema } from '@lp/shared/content/catalog';
import { learnerContent } from '@lp/shared/formats/learner-content';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { can } from '@lp/shared/permissions';
import {
  type LearnerState,
  learnerStateSchema,
  normalizeLearnerState,
  normalizeRecord,
  progressRecordSchema,
  submitQueueResponseSchema,
  trackerBatchSchema,
} from '@lp/shared/progress';
import { deckSettingsForTeam } from '@lp/shared/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { identityKey } from '../../plugins/rate-limit';
import {
  findDeck,
  learnerCourseAccess,
  mayViewCourse,
  visibleCourse,
} from '../content/catalog/catalog.service';
import { learnerRead } from '../learner-reads/service';
import { toUserResponse } from '../users/service';
import { progressAdminRoutes } from './admin.routes';
import { ingestBatch } from './ingest';
import { readableLearner } from './policy';
import { progressOfCourse } from './queries';
import * as repo from './repo';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');

/** A learner's tracking (the event queue) and the reads of their progress. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(progressAdminRoutes);

  const auth = { onRequest: app.authenticate };

  app.post(
    '/api/v3/activity/submit_queue',
    {
      ...auth,
      // Per verified user, not per address: a whole office may share one address. A batch every
      // few seconds per device is the normal pace; 600 a minute leaves room for catching up.
      config: { rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: identityKey } },
      schema: {
        tags: ['progress'],
        summary: 'Ingest a batch of tracker events; the server computes every state itself',
        body: trackerBatchSchema,
        response: { 200: submitQueueResponseSchema, ...errors },
      },
    },
    async (request) => ingestBatch(app.db, authOf(request), request.body.trackers),
  );

  app.post(
    '/api/v3/activity/submit_error',
    {
      ...auth,
      schema: {
        tags: ['progress'],
        summary: 'Keep a batch the client could not push, for an admin to replay',
        body: z.object({ trackers: z.array(z.unknown()).min(1).max(2000) }),
        response: { 200: z.object({ _id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const id = await repo.saveErrorBatch(app.db, {
        teamId: user.teamId,
        userId: user.id,
        trackers: request.body.trackers,
      });
      return { _id: id ?? '' };
    },
  );

  app.get(
    '/api/v3/activity/:userId/sessions',
    {
      ...auth,
      schema: {
        tags: ['progress'],
        summary: "A learner's running totals and session count",
        params: z.object({ userId: uuid }),
        response: { 200: learnerStateSchema, ...errors },
      },
    },
    async (request) => {
      const learner = await readableLearner(app.db, authOf(request), request.params.userId);
      const row = await repo.loadLearnerState(app.db, learner.id);
      return {
        ...normalizeLearnerState(row?.state as Partial<LearnerState> | undefined),
        today:
          row?.history && 'day' in row.history
            ? (row.history as { day: string; timeSpent: number; points: number })
            : null,
      };
    },
  );

  app.get(
    '/api/v3/activity/:userId/log',
    {
      ...auth,
      schema: {
        tags: ['progress'],
        summary: "A learner's tracker events, newest first",
        params: z.object({ userId: uuid }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: {
          200: z.array(
            z.object({
              uuid: z.string(),
              name: z.string(),
              payload: z.record(z.string(), z.unknown()),
              time: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const learner = await readableLearner(app.db, authOf(request), request.params.userId);
      const rows = await repo.activityLog(app.db, learner.id, null, request.query.limit);
      return rows.map((r) => ({
        uuid: r.uuid,
        name: r.name,
        payload: r.payload,
        time: r.occurredAt.toISOString(),
      }));
    },
  );

  app.get(
    '/api/v3/courses/:courseId/learners/:userId/show',
    {
      ...auth,
      schema: {
        tags: ['progress'],
        summary: "A learner's progress in a course: the course, its topics and decks",
        params: z.object({ courseId: uuid, userId: uuid }),
        response: {
          200: z.object({
            course: progressRecordSchema.nullable(),
            topics: z.record(z.string(), progressRecordSchema),
            decks: z.record(z.string(), progressRecordSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      const key = { teamId: caller.team.id, userId: learner.id, courseId: request.params.courseId };
      const { course, records } = await learnerRead(key, `course_records:${key.courseId}`, () =>
        repo.courseWithRecords(app.db, key),
      );
      mayViewCourse(caller, course);
      return progressOfCourse(records, request.params.courseId);
    },
  );

  app.get(
    '/api/v3/decks/:id/learners/:userId/show/:readerType',
    {
      ...auth,
      schema: {
        tags: ['progress'],
        summary: "A deck to play (answer keys removed) with the learner's record of it",
        params: z.object({ id: uuid, userId: uuid, readerType: z.string().max(64) }),
        response: {
          200: z.object({
            deck: courseDetailSchema.shape.topics.element.shape.decks.element.extend({
              content: z.record(z.string(), z.unknown()),
            }),
            record: progressRecordSchema.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      const deck = await findDeck(app.db, caller.user.teamId, request.params.id);
      if (!deck) throw notFound();
      const course = await visibleCourse(app.db, caller, deck.courseId);
      // A learner opens decks only of courses open to them; builders may preview any of theirs.
      if (course.published && !can(toUserResponse(caller.user, caller.team), 'builder.view')) {
        const access = await learnerCourseAccess(app.db, { user: learner, team: caller.team }, course);
        if (access.state !== 'open') throw forbidden(keyedMessage('courseAccess.notOpen', access.state));
      }
      const records = await repo.loadRecords(app.db, learner.id, [{ scope: 'deck', itemId: deck.id }]);
      const record = records.get(repo.recordKey('deck', deck.id));
      return {
        deck: {
          _id: deck.id,
          name: deck.name,
          category: deck.category,
          readerType: deck.readerType,
          position: deck.position,
          topicId: deck.topicId,
          settings: deckSettingsForTeam(deck.settings, caller.team),
          content: learnerContent(deck.content),
        },
        record: record ? normalizeRecord(record) : null,
      };
    },
  );
};
