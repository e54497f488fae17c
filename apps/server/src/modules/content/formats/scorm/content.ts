import type { FastifyPluginAsync } from 'fastify';
import { servePackageFile } from './files';
import { scormPlayerRoutes } from './player.routes';
import { scormRuntimeRoutes } from './runtime.routes';

/** What the content listener serves for SCORM: the player page, the runtime's two routes and package files. */
export const scormContentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(scormPlayerRoutes);
  await app.register(scormRuntimeRoutes);
  await app.register(servePackageFile);
};
