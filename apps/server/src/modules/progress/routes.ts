import { courseDetailSchema } from '@lp/shared/catalog';
import { learnerContent } from '@lp/shared/formats/learner-content';
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { tokenFromHeaders } from '../auth/sessions';
import { findDeck } from '../content/catalog.repo';
import { learnerCourseAccess, visibleCourse } from '../content/catalog.service';
import { toUserResponse } from '../users/service';
import { overrideDeckState, setCourseCompletion } from './admin-overrides';
import { ingestBatch } from './ingest';
import { readableLearner } from './policy';
import { learnerProgress } from './queries';
import * as repo from './repo';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');
const sessionKey = (request: FastifyRequest) => tokenFromHeaders(request.headers) ?? request.ip;

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.post(
    '/api/v3/activity/submit_queue',
    {
      ...auth,
      // Per session, not per address: a whole office may share one address. A batch every few
      // seconds per device is the normal pace; 600 a minute leaves room for catching up.
      config: { rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: sessionKey } },
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
    '/api/v3/activity/errors',
    {
      onRequest: app.requireAbility('users.manage'),
      schema: {
        tags: ['progress'],
        summary: "The team's kept batches (Admin)",
        response: {
          200: z.array(
            z.object({
              _id: z.string(),
              userId: z.string(),
              events: z.number(),
              receivedAt: z.string(),
              replayedAt: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) =>
      (await repo.listErrorBatches(app.db, authOf(request).user.teamId)).map((b) => ({
        _id: b.id,
        userId: b.userId,
        events: b.trackers.length,
        receivedAt: b.receivedAt.toISOString(),
        replayedAt: b.replayedAt?.toISOString() ?? null,
      })),
  );

  app.post(
    '/api/v3/activity/errors/:id/replay',
    {
      onRequest: app.requireAbility('users.manage'),
      schema: {
        tags: ['progress'],
        summary: 'Replay a kept batch as its learner (Admin); events already received are skipped',
        params: z.object({ id: uuid }),
        response: { 200: submitQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const batch = await repo.findErrorBatch(app.db, caller.user.teamId, request.params.id);
      if (!batch) throw notFound();
      const learner = await readableLearner(app.db, caller, batch.userId);
      const valid = batch.trackers.flatMap((t) => {
        const one = trackerBatchSchema.shape.trackers.element.safeParse(t);
        return one.success ? [one.data] : [];
      });
      const result = await ingestBatch(app.db, { user: learner, team: caller.team }, valid);
      const skipped = batch.trackers.length - valid.length;
      await repo.markErrorBatchReplayed(app.db, batch.id, {
        accepted: result.accepted,
        duplicates: result.duplicates,
        invalid: skipped,
      });
      return result;
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
      await visibleCourse(app.db, caller, request.params.courseId);
      return learnerProgress(app.db, learner.id, request.params.courseId);
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
        if (access.state !== 'open') throw forbidden(`This course is not open to you (${access.state}).`);
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
          settings: deck.settings,
          content: learnerContent(deck.content),
        },
        record: record ? normalizeRecord(record) : null,
      };
    },
  );

  app.put(
    '/api/v3/analytics/:userId/:courseId/:deckId/learner',
    {
      onRequest: app.requireAbility('users.manage'),
      schema: {
        tags: ['progress'],
        summary: "Set a learner's result for a deck (Admin); the topic and course follow",
        params: z.object({ userId: uuid, courseId: uuid, deckId: uuid }),
        body: z.object({
          currentState: z
            .object({
              completion: z.boolean(),
              score: z.number().min(0).max(100),
              viewedPercentage: z.number().min(0).max(100),
            })
            .partial(),
        }),
        response: { 200: progressRecordSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      return overrideDeckState(app.db, caller, learner, request.params, request.body.currentState);
    },
  );

  app.put(
    '/api/v3/courses/:courseId/users/:userId/completion',
    {
      onRequest: app.requireAbility('users.manage'),
      schema: {
        tags: ['progress'],
        summary: "Mark a learner's course complete, or reset their progress in it (Admin)",
        params: z.object({ courseId: uuid, userId: uuid }),
        body: z.object({ completion: z.boolean() }),
        response: { 200: z.object({ course: progressRecordSchema.nullable() }), ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      return {
        course: await setCourseCompletion(
          app.db,
          caller,
          learner,
          request.params.courseId,
          request.body.completion,
        ),
      };
    },
  );
};
