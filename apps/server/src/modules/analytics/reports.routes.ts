import {
  REPORT_LIST_SCOPES,
  REPORT_SECTIONS,
  reportDownloadQuerySchema,
  reportSectionSchema,
  reportTableQuerySchema,
  savedReportInputSchema,
  savedReportSchema,
  savedReportVersionSchema,
} from '@lp/shared/analytics/saved-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { identityKey } from '../../plugins/rate-limit';
import { applyQueuedChangesFirst } from './aggregates.service';
import { CONTENT_TYPES } from './reports.file';
import { runReportNow } from './reports.schedule';
import {
  createSavedReport,
  deleteSavedReportOf,
  downloadReport,
  getSavedReportVersion,
  listSavedReportsOf,
  reportSection,
  updateSavedReportOf,
} from './reports.service';

const errors = errorResponses(400, 403, 404, 440);
const tags = ['analytics'];
const base = '/api/v3/analytics/reports/saved';
const idParams = z.object({ id: z.uuid('Invalid id') });
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: identityKey } };

/** Saved and scheduled reports (SPEC §7 analytics/reports/saved/...). */
export const savedReportRoutes: FastifyPluginAsyncZod = async (app) => {
  applyQueuedChangesFirst(app);
  const auth = { onRequest: app.authenticate };

  app.get(
    `${base}/getList/:scope`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Saved reports the caller may read: all, or only the scheduled ones',
        params: z.object({ scope: z.enum(REPORT_LIST_SCOPES) }),
        response: { 200: z.array(savedReportSchema), ...errors },
      },
    },
    async (request) => listSavedReportsOf(app.db, authOf(request), request.params.scope),
  );

  app.get(
    `${base}/getVersion/:id`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'A saved report as last saved (its version) with its recent runs',
        params: idParams,
        response: { 200: savedReportVersionSchema, ...errors },
      },
    },
    async (request) => getSavedReportVersion(app.db, authOf(request), request.params.id),
  );

  app.get(
    `${base}/getManagerReports/:id/:section`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          "A saved report's rows (table, paginated) or counts by status (summary), for the caller's learners (a manager: their reports)",
        params: idParams.extend({ section: z.enum(REPORT_SECTIONS) }),
        querystring: reportTableQuerySchema,
        response: { 200: reportSectionSchema, ...errors },
      },
    },
    async (request) =>
      reportSection(app.db, authOf(request), request.params.id, request.params.section, request.query),
  );

  app.post(
    `${base}/create`,
    {
      ...auth,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Save a report (creators, admins)',
        body: savedReportInputSchema,
        response: { 201: savedReportVersionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedReport(app.db, authOf(request), request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      ...auth,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Change a saved report (its saver or an admin); its version goes up',
        params: idParams,
        body: savedReportInputSchema,
        response: { 200: savedReportVersionSchema, ...errors },
      },
    },
    async (request) => updateSavedReportOf(app.db, authOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      ...auth,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Delete a saved report (its saver or an admin)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedReportOf(app.db, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:id/run`,
    {
      ...auth,
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: identityKey } },
      schema: {
        tags,
        summary: 'Send the report to its recipients now',
        params: idParams,
        response: {
          200: z.object({ period: z.string(), rows: z.number().int(), recipients: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) =>
      runReportNow(
        app.db,
        { log: app.log, smtpUrl: app.config.smtpUrl, publicUrl: app.config.publicUrl },
        authOf(request),
        request.params.id,
      ),
  );

  app.get(
    `${base}/:id/download`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Download the report as CSV or XLSX (not for managers)',
        params: idParams,
        querystring: reportDownloadQuerySchema,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await downloadReport(app.db, authOf(request), request.params.id, request.query.format);
      return reply
        .header('content-type', CONTENT_TYPES[request.query.format])
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.filename)}"`)
        .send(file.stream);
    },
  );
};
