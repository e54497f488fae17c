import { bannerCreateBodySchema, bannerSchema, bannerUpdateBodySchema } from '@lp/shared/banners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { allBanners, createBanner, deleteBanner, publishedBanners, updateBanner } from './service';

const errors = errorResponses(400, 403, 404, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const builder = { onRequest: app.requireAbility('builder.view') };
  const teamIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).team.id;

  app.get(
    '/api/v3/banners/published_list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['banners'],
        summary: "The team's published banners for the home (empty while the banners feature is off)",
        response: { 200: z.array(bannerSchema), ...errors },
      },
    },
    async (request) => publishedBanners(app.db, authOf(request).team),
  );

  app.get(
    '/api/v3/banners/list',
    {
      ...builder,
      schema: {
        tags: ['banners'],
        summary: 'Every banner of the team, drafts included (Creator, Admin, SuperAdmin)',
        response: { 200: z.array(bannerSchema), ...errors },
      },
    },
    async (request) => allBanners(app.db, teamIdOf(request)),
  );

  app.post(
    '/api/v3/banners/create',
    {
      ...builder,
      schema: {
        tags: ['banners'],
        summary: 'Create a banner (Creator, Admin, SuperAdmin)',
        body: bannerCreateBodySchema,
        response: { 201: bannerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBanner(app.db, teamIdOf(request), request.body)),
  );

  app.post(
    '/api/v3/banners/:id/update',
    {
      ...builder,
      schema: {
        tags: ['banners'],
        summary: 'Change a banner; only the fields sent change',
        params: idParams,
        body: bannerUpdateBodySchema,
        response: { 200: bannerSchema, ...errors },
      },
    },
    async (request) => updateBanner(app.db, teamIdOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/banners/:id/delete',
    {
      ...builder,
      schema: {
        tags: ['banners'],
        summary: 'Delete a banner',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteBanner(app.db, teamIdOf(request), request.params.id);
      return { message: 'Banner deleted.' };
    },
  );
};
