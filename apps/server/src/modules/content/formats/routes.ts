import type { FastifyPluginAsync } from 'fastify';
import { certificateRoutes } from './certificates/routes';
import { scormRoutes } from './scorm/routes';

/**
 * SCORM packages (upload, player state, commits) and certificates. Package files and the player are
 * served by the content listener only (scorm/content.ts), never on the app's origin.
 */
export const formatsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(scormRoutes);
  await app.register(certificateRoutes);
};
