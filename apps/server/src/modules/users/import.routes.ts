import { importReportSchema, USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { UploadedFile } from '../../plugins/multipart';
import { uploadRouteConfig } from '../assets/upload';
import { readImportFile } from './import.parse';
import { importUsers } from './import.service';

const importFileField = z
  .unknown()
  .refine((value) => value instanceof UploadedFile && value.size > 0, USER_ADMIN_MESSAGES.fileRequired)
  .meta({ type: 'string', format: 'binary', description: 'The CSV or XLSX file (multipart/form-data)' });

export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/users/import',
    {
      onRequest: app.requireAbility('users.manage'),
      config: uploadRouteConfig,
      schema: {
        tags: ['users'],
        summary: 'Bulk import users from a CSV or XLSX file; dryRun=true only checks the rows (Admin)',
        description:
          'Columns: username, first_name, last_name, email, phone, license, manager_username, company, ' +
          'zone, branch, department, date_of_joining, courses (names or ids separated by ";"). A row ' +
          'whose username is already in your team updates that user. Imported users have no password: ' +
          'they set one through "forgot password" or sign in by link.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: z.enum(['true', 'false']).default('true') }),
        body: z.object({ file: importFileField }),
        response: { 200: importReportSchema, ...errorResponses(400, 403, 413, 440) },
      },
    },
    async (request) => {
      const file = request.body.file;
      if (!(file instanceof UploadedFile)) throw badRequest(USER_ADMIN_MESSAGES.fileRequired);
      const rows = await readImportFile(file);
      return importUsers(app.db, authOf(request), rows, { dryRun: request.query.dryRun === 'true' });
    },
  );
};
