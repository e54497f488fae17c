import {
  PRESET_DAYS,
  REPORT_STATUSES,
  type ReportFormat,
  type ReportSection,
  SAVED_REPORT_MESSAGES,
  type SavedReport,
  type SavedReportInput,
  type SavedReportVersion,
} from '@lp/shared/analytics/saved-reports';
import { format, subDays } from 'date-fns';
import type { Db } from '../../db/client';
import type { ReportRunRow, SavedReportRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { assertCanExport } from './policy';
import { type RowBatches, reportStream, toReportRow } from './reports.file';
import type { SavedReportDefinition } from './reports.repo';
import * as repo from './reports.repo';
import { type AnalyticsCaller, type Audience, audienceFor, isAnalyst, seesWholeTeam } from './team.service';

const BATCH = 2000;

/** The days a report covers when it runs at `now`: a preset ends today. */
export function resolveRange(definition: SavedReportDefinition, now: Date) {
  const { preset, from, to } = definition.range;
  if (preset === 'custom' && from && to) return { from, to };
  const days = preset === 'custom' ? PRESET_DAYS.last30 : PRESET_DAYS[preset];
  return { from: format(subDays(now, days - 1), 'yyyy-MM-dd'), to: format(now, 'yyyy-MM-dd') };
}

const definitionOf = (row: SavedReportRow) => row.definition as unknown as SavedReportDefinition;

const toRun = (run: ReportRunRow) => ({
  period: run.period,
  kind: run.kind,
  ranAt: run.ranAt.toISOString(),
  rows: run.rows,
  recipients: run.recipients,
});

function toSavedReport(
  found: { report: SavedReportRow; ownerFirst: string | null; ownerLast: string | null },
  runs: ReportRunRow[],
): SavedReport {
  const { report } = found;
  const definition = definitionOf(report);
  const lastRun = runs.find((run) => run.reportId === report.id);
  return {
    _id: report.id,
    name: report.name,
    ownerId: report.ownerId,
    ownerName: `${found.ownerFirst ?? ''} ${found.ownerLast ?? ''}`.trim(),
    version: report.version,
    courseIds: definition.courseIds,
    range: definition.range,
    filters: definition.filters,
    statuses: definition.statuses,
    columns: definition.columns,
    schedule: { frequency: report.frequency, format: report.format, recipientIds: report.recipientIds },
    updatedAt: report.updatedAt.toISOString(),
    lastRun: lastRun ? toRun(lastRun) : null,
  };
}

/** Saving and changing: creators, admins and super admins, never a manager alone. */
function assertAnalyst(caller: AnalyticsCaller) {
  if (!isAnalyst(caller.user)) throw forbidden();
}

/** Reading a report: admins any of the team's, creators their own, managers any (their reports' rows). */
async function readable(db: Db, caller: AnalyticsCaller, id: string) {
  if (!isAnalyst(caller.user) && !caller.user.isManager) throw forbidden();
  const found = await repo.findSavedReport(db, caller.user.teamId, id);
  if (!found) throw notFound();
  if (
    isAnalyst(caller.user) &&
    !seesWholeTeam(caller.user) &&
    found.report.ownerId !== caller.user.id &&
    !caller.user.isManager
  )
    throw forbidden();
  return found;
}

async function editable(db: Db, caller: AnalyticsCaller, id: string) {
  assertAnalyst(caller);
  const found = await readable(db, caller, id);
  if (!seesWholeTeam(caller.user) && found.report.ownerId !== caller.user.id) throw forbidden();
  return found;
}

/** The chosen courses and recipients must be the team's (else 404) and the caller's to use. */
async function checkedInput(db: Db, caller: AnalyticsCaller, input: SavedReportInput) {
  const teamId = caller.user.teamId;
  const courseIds = [...new Set(input.courseIds)];
  if ((await repo.teamCourseIds(db, teamId, courseIds)).length !== courseIds.length) throw notFound();
  const audience = await audienceFor(db, caller);
  if ((await repo.visibleCourseIds(db, audience, courseIds)).length !== courseIds.length)
    throw forbidden(SAVED_REPORT_MESSAGES.courseNotVisible);
  const recipientIds = [...new Set(input.schedule.recipientIds)];
  if ((await repo.teamRecipients(db, teamId, recipientIds)).length !== recipientIds.length) throw notFound();
  const definition: SavedReportDefinition = {
    courseIds,
    range: input.range,
    filters: input.filters,
    statuses: input.statuses,
    columns: input.columns,
  };
  return {
    name: input.name,
    definition,
    frequency: input.schedule.frequency,
    format: input.schedule.format,
    recipientIds,
  };
}

export async function createSavedReport(db: Db, caller: AnalyticsCaller, input: SavedReportInput) {
  assertAnalyst(caller);
  const values = await checkedInput(db, caller, input);
  const row = await repo.insertSavedReport(db, {
    teamId: caller.user.teamId,
    ownerId: caller.user.id,
    ...values,
  });
  return getSavedReportVersion(db, caller, row.id);
}

export async function updateSavedReportOf(
  db: Db,
  caller: AnalyticsCaller,
  id: string,
  input: SavedReportInput,
) {
  const found = await editable(db, caller, id);
  await repo.updateSavedReport(db, found.report.id, await checkedInput(db, caller, input));
  return getSavedReportVersion(db, caller, id);
}

export async function deleteSavedReportOf(db: Db, caller: AnalyticsCaller, id: string) {
  const found = await editable(db, caller, id);
  await repo.deleteSavedReport(db, found.report.id);
}

/** getList/{scope}: admins and managers the team's reports, creators their own. */
export async function listSavedReportsOf(db: Db, caller: AnalyticsCaller, scope: 'all' | 'scheduled') {
  if (!isAnalyst(caller.user) && !caller.user.isManager) throw forbidden();
  const ownOnly = isAnalyst(caller.user) && !seesWholeTeam(caller.user) && !caller.user.isManager;
  const rows = await repo.listSavedReports(db, caller.user.teamId, {
    ownerId: ownOnly ? caller.user.id : null,
    scheduled: scope === 'scheduled',
  });
  const runs = await repo.runsOf(
    db,
    rows.map((r) => r.report.id),
    1,
  );
  return rows.map((row) => toSavedReport(row, runs));
}

/** getVersion/{id}: the report as last saved (its version number) and its recent runs. */
export async function getSavedReportVersion(
  db: Db,
  caller: AnalyticsCaller,
  id: string,
): Promise<SavedReportVersion> {
  const found = await readable(db, caller, id);
  const runs = await repo.runsOf(db, [found.report.id]);
  return { ...toSavedReport(found, runs), runs: runs.map(toRun) };
}

/** The report's rows as batches of columns, read with keyset pagination. */
export function reportBatches(
  db: Db,
  audience: Audience,
  report: SavedReportRow,
  range: { from: string; to: string },
): RowBatches {
  const definition = definitionOf(report);
  return {
    async *[Symbol.asyncIterator]() {
      let after: { userId: string; courseId: string } | null = null;
      for (;;) {
        const rows = await repo.reportRows(db, audience, definition, range, { after, limit: BATCH });
        if (rows.length === 0) return;
        yield rows.map((row) => toReportRow(row, definition.columns));
        const last = rows[rows.length - 1] as repo.ReportRecordRow;
        after = { userId: last.user_id, courseId: last.course_id };
        if (rows.length < BATCH) return;
      }
    },
  };
}

/** getManagerReports/{id}/{section}: a page of the rows or the counts by status, for the caller's audience. */
export async function reportSection(
  db: Db,
  caller: AnalyticsCaller,
  id: string,
  section: 'table' | 'summary',
  page: { page: number; pageSize: number },
  now = new Date(),
): Promise<ReportSection> {
  const found = await readable(db, caller, id);
  const audience = await audienceFor(db, caller);
  const definition = definitionOf(found.report);
  const range = resolveRange(definition, now);
  const counts = await repo.reportCounts(db, audience, definition, range);
  const byStatus = Object.fromEntries(
    REPORT_STATUSES.map((status) => [status, counts.find((c) => c.status === status)?.n ?? 0]),
  ) as ReportSection['byStatus'];
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  const rows =
    section === 'table'
      ? (
          await repo.reportRows(db, audience, definition, range, {
            after: null,
            limit: page.pageSize,
            offset: (page.page - 1) * page.pageSize,
          })
        ).map((row) => toReportRow(row, definition.columns))
      : [];
  return { ...range, columns: definition.columns, total, rows, byStatus };
}

const fileName = (report: SavedReportRow, range: { from: string; to: string }, fileFormat: ReportFormat) =>
  `${report.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'report'}-${range.from}-${range.to}.${fileFormat}`;

/**
 * The report as a file, streamed. SPEC §2/§6: managers get no report downloads, even one who also
 * holds a builder license (as the course learners export and old-version reports).
 */
export async function downloadReport(
  db: Db,
  caller: AnalyticsCaller,
  id: string,
  fileFormat: ReportFormat,
  now = new Date(),
) {
  assertCanExport(caller);
  const found = await readable(db, caller, id);
  const audience = await audienceFor(db, caller);
  const range = resolveRange(definitionOf(found.report), now);
  const stream = reportStream(
    fileFormat,
    definitionOf(found.report).columns,
    reportBatches(db, audience, found.report, range),
  );
  return { stream, filename: fileName(found.report, range, fileFormat) };
}

export type { AnalyticsCaller } from './team.service';
export { fileName as reportFileName };

/** A report the caller may change, with the audience its rows are read for. */
export async function editableReport(db: Db, caller: AnalyticsCaller, id: string) {
  const found = await editable(db, caller, id);
  return { report: found.report, audience: await audienceFor(db, caller) };
}
