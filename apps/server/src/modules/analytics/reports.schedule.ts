import { randomUUID } from 'node:crypto';
import type { ReportFrequency } from '@lp/shared/analytics/saved-reports';
import { format } from 'date-fns';
import type { Database } from '../../db/client';
import type { SavedReportRow } from '../../db/schema';
import { sendEmail } from '../notifications/delivery';
import { type MailSettings, outboxOnlyMail } from '../notifications/notice.service';
import { findUserById } from '../users/service';
import { applyQueuedChanges } from './aggregates.service';
import { bufferOf, CONTENT_TYPES, reportStream } from './reports.file';
import type { SavedReportDefinition } from './reports.repo';
import * as repo from './reports.repo';
import {
  type AnalyticsCaller,
  editableReport,
  reportBatches,
  reportFileName,
  resolveRange,
} from './reports.service';
import { type Audience, seesWholeTeam } from './team.service';

/** The period a scheduled report is due once in: its day, ISO week or month. */
export function periodOf(frequency: Exclude<ReportFrequency, 'none'>, now: Date): string {
  if (frequency === 'daily') return format(now, 'yyyy-MM-dd');
  if (frequency === 'weekly') return format(now, "RRRR-'W'II");
  return format(now, 'yyyy-MM');
}

/**
 * Whose rows a report sent without a caller shows: its saver's. A creator's report covers their
 * own content; an admin's, or one whose saver has left, the team.
 */
async function ownerAudience(db: Database, report: SavedReportRow): Promise<Audience> {
  const teamId = report.teamId;
  const owner = report.ownerId ? await findUserById(db, report.ownerId) : undefined;
  if (!owner || owner.deletedAt || seesWholeTeam(owner))
    return { teamId, scope: 'team', learnerIds: null, ownerId: null };
  return { teamId, scope: 'ownContent', learnerIds: null, ownerId: report.ownerId };
}

/** Builds the file and mails it to each recipient with an address; returns rows and mails sent. */
async function sendReport(
  db: Database,
  mail: MailSettings,
  report: SavedReportRow,
  audience: Audience,
  now: Date,
) {
  const definition = report.definition as unknown as SavedReportDefinition;
  const range = resolveRange(definition, now);
  let rows = 0;
  const batches = reportBatches(db, audience, report, range);
  const counted = {
    async *[Symbol.asyncIterator]() {
      for await (const batch of batches) {
        rows += batch.length;
        yield batch;
      }
    },
  };
  const content = await bufferOf(reportStream(report.format, definition.columns, counted));
  const filename = reportFileName(report, range, report.format);
  let recipients = 0;
  for (const recipient of await repo.teamRecipients(db, report.teamId, report.recipientIds)) {
    if (!recipient.email) continue;
    await sendEmail(
      { db, log: mail.log, smtpUrl: mail.smtpUrl },
      {
        teamId: report.teamId,
        to: recipient.email,
        subject: `Report: ${report.name}`,
        text: `Hello ${recipient.firstName || recipient.username},\n\nAttached is the report "${report.name}" for ${range.from} to ${range.to} (${rows} rows).\n`,
        meta: { kind: 'savedReport', reportId: report.id, userId: recipient.id },
        attachments: [{ filename, contentType: CONTENT_TYPES[report.format], content }],
      },
    );
    recipients += 1;
  }
  return { rows, recipients };
}

export interface RunScheduledReportsOptions {
  db: Database;
  now?: Date;
  mail?: MailSettings;
}

/**
 * Sends every scheduled report due in the current period (its day, week or month) that has not
 * been sent in it. Each (report, period) is claimed in report_runs before it is sent, so two
 * server processes running this at once send it once.
 */
export async function runScheduledReports(options: RunScheduledReportsOptions) {
  const now = options.now ?? new Date();
  const mail = options.mail ?? outboxOnlyMail;
  let sent = 0;
  await applyQueuedChanges(options.db);
  for (const report of await repo.scheduledReports(options.db)) {
    if (report.frequency === 'none') continue;
    const period = periodOf(report.frequency, now);
    const won = await repo.claimRun(options.db, {
      reportId: report.id,
      teamId: report.teamId,
      period,
      kind: 'scheduled',
      at: now,
    });
    if (!won) continue;
    const audience = await ownerAudience(options.db, report);
    const result = await sendReport(options.db, mail, report, audience, now);
    await repo.recordRunResult(options.db, report.id, period, result);
    sent += 1;
  }
  return { sent };
}

/** "Run now": sends the report to its recipients at once, with the caller's audience. */
export async function runReportNow(
  db: Database,
  mail: MailSettings,
  caller: AnalyticsCaller,
  id: string,
  now = new Date(),
) {
  const { report, audience } = await editableReport(db, caller, id);
  const period = `manual:${randomUUID()}`;
  await repo.claimRun(db, { reportId: report.id, teamId: report.teamId, period, kind: 'manual', at: now });
  const result = await sendReport(db, mail, report, audience, now);
  await repo.recordRunResult(db, report.id, period, result);
  return { period, ...result };
}
