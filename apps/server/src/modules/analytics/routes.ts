import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyQueuedChangesFirst } from './aggregates.service';
import { audienceRoutes } from './audience.routes';
import { interactiveRoutes } from './interactive.routes';
import { learnerRoutes } from './learner.routes';

/** SPEC §7 analytics of courses, decks, questions, articles and learners (modules/analytics). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  applyQueuedChangesFirst(app);
  await app.register(learnerRoutes);
  await app.register(audienceRoutes);
  await app.register(interactiveRoutes);
};
