import {
  builderCourseSchema,
  builderDeckSchema,
  builderMessageSchema,
  builderTopicSchema,
  deckCreateBodySchema,
  deckUpdateBodySchema,
  MOVE_DIRECTIONS,
  moveParamsSchema,
  topicBodySchema,
} from '@lp/shared/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { createTopic, deleteTopic, moveTopic, renameTopic } from '../content/courses/topics.service';
import {
  createDeck,
  deleteDeck,
  duplicateDeck,
  moveDeck,
  showDeck,
  updateDeck,
} from '../content/decks/decks.service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
const courseParams = z.object({ courseId: z.uuid('Invalid course id') });
const topicParams = courseParams.extend({ id: z.uuid('Invalid topic id') });
const LOCKS = 'Answers 409 while the course is launched, and for an exam or contest once launched.';

/** Topics and decks of a course: locked while it is launched (SPEC §4). */
export const builderOutlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const build = { onRequest: app.requireAbility('builder.view') };
  const tags = ['builder'];

  app.post(
    '/api/v3/courses/:courseId/topics/create',
    {
      ...build,
      schema: {
        tags,
        summary: 'Add a topic at the end of the course',
        description: LOCKS,
        params: courseParams,
        body: topicBodySchema,
        response: { 201: builderTopicSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTopic(app.db, authOf(request), request.params.courseId, request.body.name)),
  );

  app.post(
    '/api/v3/courses/:courseId/topics/:id/update',
    {
      ...build,
      schema: {
        tags,
        summary: 'Rename a topic',
        params: topicParams,
        body: topicBodySchema,
        response: { 200: builderTopicSchema, ...errors },
      },
    },
    async (request) =>
      renameTopic(app.db, authOf(request), request.params.courseId, request.params.id, request.body.name),
  );

  app.post(
    '/api/v3/courses/:courseId/topics/:id/move/:direction',
    {
      ...build,
      schema: {
        tags,
        summary: 'Swap a topic with the one before (up) or after (down) it; answers the outline',
        description: LOCKS,
        params: topicParams.extend({ direction: z.enum(MOVE_DIRECTIONS, 'Direction is up or down') }),
        response: { 200: builderCourseSchema, ...errors },
      },
    },
    async (request) =>
      moveTopic(
        app.db,
        authOf(request),
        request.params.courseId,
        request.params.id,
        request.params.direction,
      ),
  );

  app.post(
    '/api/v3/courses/:courseId/topics/:id/delete',
    {
      ...build,
      schema: {
        tags,
        summary: 'Delete a topic with its decks',
        description: LOCKS,
        params: topicParams,
        response: { 200: builderMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTopic(app.db, authOf(request), request.params.courseId, request.params.id);
      return { message: 'Topic deleted.' };
    },
  );

  app.get(
    '/api/v3/decks/:id/showAdmin',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A deck with its full content, answer keys included (builder only)',
        params: idParams,
        response: { 200: builderDeckSchema, ...errors },
      },
    },
    async (request) => showDeck(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/decks/create',
    {
      ...build,
      schema: {
        tags,
        summary: 'Add a deck at the end of a topic; exams take only exam-allowed formats',
        description: LOCKS,
        body: deckCreateBodySchema,
        response: { 201: builderDeckSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createDeck(app.db, authOf(request), request.body)),
  );

  app.post(
    '/api/v3/decks/:id/update',
    {
      ...build,
      schema: {
        tags,
        summary:
          "Change a deck's name, settings or content (checked against its format, rich text sanitized)",
        description: LOCKS,
        params: idParams,
        body: deckUpdateBodySchema,
        response: { 200: builderDeckSchema, ...errors },
      },
    },
    async (request) => updateDeck(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/decks/:id/duplicate',
    {
      ...build,
      schema: {
        tags,
        summary: 'Copy a deck to the end of its topic',
        description: LOCKS,
        params: idParams,
        response: { 201: builderDeckSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateDeck(app.db, authOf(request), request.params.id)),
  );

  app.post(
    '/api/v3/decks/:id/delete',
    {
      ...build,
      schema: {
        tags,
        summary: 'Delete a deck',
        description: LOCKS,
        params: idParams,
        response: { 200: builderMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteDeck(app.db, authOf(request), request.params.id);
      return { message: 'Deck deleted.' };
    },
  );

  app.post(
    '/api/v3/decks/:id/move/:direction',
    {
      ...build,
      schema: {
        tags,
        summary: 'Swap a deck with the one before (up) or after (down) it in its topic; answers the outline',
        description: LOCKS,
        params: moveParamsSchema,
        response: { 200: builderCourseSchema, ...errors },
      },
    },
    async (request) => moveDeck(app.db, authOf(request), request.params.id, request.params.direction),
  );
};
