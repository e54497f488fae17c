import {
  articleCreateBodySchema,
  articleUpdateBodySchema,
  builderArticleSchema,
  builderMessageSchema,
  builderProgramSchema,
  dashboardQuerySchema,
  dashboardSchema,
  programCreateBodySchema,
  programUpdateBodySchema,
} from '@lp/shared/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import {
  createArticle,
  deleteArticle,
  duplicateArticle,
  showArticle,
  updateArticle,
} from '../content/articles/authoring.service';
import {
  createProgram,
  deleteProgram,
  showProgram,
  updateProgram,
} from '../content/programs/programs.service';
import { dashboard } from './dashboard.service';

const errors = errorResponses(400, 403, 404, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

/** Programs, articles and the builder dashboard. */
export const builderItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const build = { onRequest: app.requireAbility('builder.view') };
  const read = { onRequest: app.authenticate };
  const tags = ['builder'];

  app.get(
    '/api/v3/builder/dashboard',
    {
      ...read,
      schema: {
        tags,
        summary: "The caller's content (the whole team's with cross access), filterable by kind and text",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => dashboard(app.db, authOf(request), request.query),
  );

  app.post(
    '/api/v3/programs/create',
    {
      ...build,
      schema: {
        tags,
        summary: 'Create a program',
        body: programCreateBodySchema,
        response: { 201: builderProgramSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProgram(app.db, authOf(request), request.body)),
  );

  app.get(
    '/api/v3/programs/:id/showAdmin',
    {
      ...read,
      schema: {
        tags,
        summary: 'A program with its courses in order, for the builder',
        params: idParams,
        response: { 200: builderProgramSchema, ...errors },
      },
    },
    async (request) => showProgram(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/programs/:id/update',
    {
      ...build,
      schema: {
        tags,
        summary: 'Change a program; a theme needs fewer than 12 courses',
        params: idParams,
        body: programUpdateBodySchema,
        response: { 200: builderProgramSchema, ...errors },
      },
    },
    async (request) => updateProgram(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/programs/:id/delete',
    {
      ...build,
      schema: {
        tags,
        summary: 'Delete a program (SuperAdmin, Admin); its courses stay',
        params: idParams,
        response: { 200: builderMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProgram(app.db, authOf(request), request.params.id);
      return { message: 'Program deleted.' };
    },
  );

  app.post(
    '/api/v3/articles/create',
    {
      ...build,
      schema: {
        tags,
        summary: 'Create an article of a reader type from the formats registry',
        body: articleCreateBodySchema,
        response: { 201: builderArticleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createArticle(app.db, authOf(request), request.body)),
  );

  app.get(
    '/api/v3/articles/:id/showAdmin',
    {
      ...read,
      schema: {
        tags,
        summary: 'An article with its settings and full content, for the builder',
        params: idParams,
        response: { 200: builderArticleSchema, ...errors },
      },
    },
    async (request) => showArticle(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/articles/:id/update',
    {
      ...build,
      schema: {
        tags,
        summary: 'Change an article; content is checked against its format and rich text sanitized',
        params: idParams,
        body: articleUpdateBodySchema,
        response: { 200: builderArticleSchema, ...errors },
      },
    },
    async (request) => updateArticle(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/articles/:id/duplicate',
    {
      ...build,
      schema: {
        tags,
        summary: 'Copy an article as a draft with a new identifier',
        params: idParams,
        response: { 201: builderArticleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateArticle(app.db, authOf(request), request.params.id)),
  );

  app.post(
    '/api/v3/articles/:id/delete',
    {
      ...build,
      schema: {
        tags,
        summary: 'Delete an article with its tags and favorites',
        params: idParams,
        response: { 200: builderMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteArticle(app.db, authOf(request), request.params.id);
      return { message: 'Article deleted.' };
    },
  );
};
