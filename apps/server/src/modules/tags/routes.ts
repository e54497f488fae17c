import { tagBodySchema, tagItemsBodySchema, tagPageSchema, tagSchema } from '@lp/shared/tags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { createTag, deleteTag, listTags, renameTag, setTagItems, tagPage } from './service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const builder = { onRequest: app.requireAbility('builder.view') };
  const teamIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).team.id;

  app.get(
    '/api/v3/tags/list',
    {
      ...builder,
      schema: {
        tags: ['tags'],
        summary: "The team's tags with item counts (Creator, Admin, SuperAdmin)",
        response: { 200: z.array(tagSchema), ...errors },
      },
    },
    async (request) => listTags(app.db, teamIdOf(request)),
  );

  app.post(
    '/api/v3/tags/create',
    {
      ...builder,
      schema: {
        tags: ['tags'],
        summary: 'Create a tag; names are unique per team, ignoring case',
        body: tagBodySchema,
        response: { 201: tagSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTag(app.db, teamIdOf(request), request.body.name)),
  );

  app.post(
    '/api/v3/tags/:id/update',
    {
      ...builder,
      schema: {
        tags: ['tags'],
        summary: 'Rename a tag',
        params: idParams,
        body: tagBodySchema,
        response: { 200: tagSchema, ...errors },
      },
    },
    async (request) => renameTag(app.db, teamIdOf(request), request.params.id, request.body.name),
  );

  app.post(
    '/api/v3/tags/:id/delete',
    {
      ...builder,
      schema: {
        tags: ['tags'],
        summary: 'Delete a tag; items lose it',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteTag(app.db, teamIdOf(request), request.params.id);
      return { message: 'Tag deleted.' };
    },
  );

  app.post(
    '/api/v3/tags/:id/items',
    {
      ...builder,
      schema: {
        tags: ['tags'],
        summary: 'Set exactly which courses, programs and articles carry the tag',
        params: idParams,
        body: tagItemsBodySchema,
        response: { 200: tagSchema, ...errors },
      },
    },
    async (request) => setTagItems(app.db, teamIdOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v3/tags/:name/items',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tags'],
        summary: 'The /tags/{name} page: learner-visible items carrying the tag, by priority',
        params: z.object({ name: z.string().trim().min(1).max(64) }),
        response: { 200: tagPageSchema, ...errors },
      },
    },
    async (request) => tagPage(app.db, authOf(request), request.params.name),
  );
};
