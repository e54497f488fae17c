import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { builderCourseRoutes } from './courses.routes';
import { builderItemRoutes } from './items.routes';
import { builderOutlineRoutes } from './outline.routes';

/** The builder studio API (issue 8). */
export const builderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(builderCourseRoutes);
  await app.register(builderOutlineRoutes);
  await app.register(builderItemRoutes);
};
