import type { FastifyPluginAsync } from 'fastify';
import { certificateRoutes } from './certificates/routes';
import { servePackageFile } from './scorm/files';
import { scormRoutes } from './scorm/routes';

/** SCORM packages (upload, player state, runtime commits, package files) and certificates. */
export const formatsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(scormRoutes);
  await app.register(servePackageFile);
  await app.register(certificateRoutes);
};
