import { progressRecordSchema, submitQueueResponseSchema, trackerBatchSchema } from '@lp/shared/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { overrideDeckState, setCourseCompletion } from './admin-overrides';
import { ingestBatch } from './ingest';
import { readableLearner } from './policy';
import * as repo from './repo';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');

/** An admin's tools over the team's progress: kept batches to replay, and results set by hand. */
export const progressAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
