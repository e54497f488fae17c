import type { SavedReportInput } from '@lp/shared/analytics/saved-reports';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportRuns, savedReports, users } from '../../db/schema';
import {
  type Audience,
  courseCondition,
  dayAfter,
  dayStart,
  idSet,
  learnerCondition,
  type Range,
  rowsOf,
} from './team.repo';

export type SavedReportDefinition = Pick<
  SavedReportInput,
  'courseIds' | 'range' | 'filters' | 'statuses' | 'columns'
>;

export async function insertSavedReport(
  db: Db,
  values: { teamId: string; ownerId: string; name: string; definition: SavedReportDefinition } & Schedule,
) {
  const [row] = await db.insert(savedReports).values(values).returning();
  if (!row) throw new Error('saved report not inserted');
  return row;
}

interface Schedule {
  frequency: SavedReportInput['schedule']['frequency'];
  format: SavedReportInput['schedule']['format'];
  recipientIds: string[];
}

/** Saves a new version of the report: its version goes up by one. */
export async function updateSavedReport(
  db: Db,
  id: string,
  values: { name: string; definition: SavedReportDefinition } & Schedule,
) {
  const [row] = await db
    .update(savedReports)
    .set({ ...values, version: sql`${savedReports.version} + 1` })
    .where(eq(savedReports.id, id))
    .returning();
  return row;
}

export const deleteSavedReport = (db: Db, id: string) =>
  db.delete(savedReports).where(eq(savedReports.id, id));

export async function findSavedReport(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select({ report: savedReports, ownerFirst: users.firstName, ownerLast: users.lastName })
    .from(savedReports)
    .leftJoin(users, eq(users.id, savedReports.ownerId))
    .where(and(eq(savedReports.teamId, teamId), eq(savedReports.id, id)));
  return row;
}

/** The team's reports, newest first; only `ownerId`'s when given, only scheduled ones when asked. */
export function listSavedReports(
  db: Db,
  teamId: string,
  options: { ownerId: string | null; scheduled: boolean },
) {
  const conditions: SQL[] = [eq(savedReports.teamId, teamId)];
  if (options.ownerId) conditions.push(eq(savedReports.ownerId, options.ownerId));
  if (options.scheduled) conditions.push(ne(savedReports.frequency, 'none'));
  return db
    .select({ report: savedReports, ownerFirst: users.firstName, ownerLast: users.lastName })
    .from(savedReports)
    .leftJoin(users, eq(users.id, savedReports.ownerId))
    .where(and(...conditions))
    .orderBy(desc(savedReports.updatedAt))
    .limit(500);
}

export const scheduledReports = (db: Db) =>
  db.select().from(savedReports).where(ne(savedReports.frequency, 'none'));

export function runsOf(db: Db, reportIds: string[], limit = 20) {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reportRuns)
    .where(inArray(reportRuns.reportId, reportIds))
    .orderBy(desc(reportRuns.ranAt))
    .limit(limit * reportIds.length);
}

/**
 * Claims the report's run for `period`. Only one caller, in any process, gets true for the same
 * (report, period): the primary key turns every other insert into a no-op.
 */
export async function claimRun(
  db: Db,
  claim: { reportId: string; teamId: string; period: string; kind: 'scheduled' | 'manual'; at: Date },
) {
  const rows = await db
    .insert(reportRuns)
    .values({ ...claim, ranAt: claim.at })
    .onConflictDoNothing()
    .returning({ period: reportRuns.period });
  return rows.length > 0;
}

export const recordRunResult = (
  db: Db,
  reportId: string,
  period: string,
  result: { rows: number; recipients: number },
) =>
  db
    .update(reportRuns)
    .set(result)
    .where(and(eq(reportRuns.reportId, reportId), eq(reportRuns.period, period)));

/** Active users of the team among `ids`, with their addresses. */
export const teamRecipients = (db: Db, teamId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, email: users.email, firstName: users.firstName, username: users.username })
        .from(users)
        .where(
          and(
            eq(users.teamId, teamId),
            inArray(users.id, ids),
            eq(users.active, true),
            isNull(users.deletedAt),
          ),
        );

/** Which of `ids` are courses of the audience. */
export async function visibleCourseIds(db: Db, audience: Audience, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from courses c where c.id in ${idSet(ids)} and ${courseCondition(audience)}`,
  );
  return rows.map((r) => r.id);
}

/** Which of `ids` are courses of the team at all (a foreign id answers 404, not 403). */
export async function teamCourseIds(db: Db, teamId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from courses c where c.id in ${idSet(ids)} and c.team_id = ${teamId}`,
  );
  return rows.map((r) => r.id);
}

export interface ReportRecordRow {
  user_id: string;
  course_id: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string | null;
  details: Record<string, unknown>;
  course: string;
  enrolled_at: string | Date;
  record: Record<string, unknown> | null;
  status: 'notStarted' | 'inProgress' | 'completed';
}

const statusOf = sql`(case when p.record ->> 'completion' = 'true' then 'completed'
  when p.user_id is not null then 'inProgress' else 'notStarted' end)`;

/** The report's enrolments: courses, learners, segment filters, range (enrolled or active in it). */
function reportWhere(audience: Audience, definition: SavedReportDefinition, range: Range): SQL {
  const parts: SQL[] = [
    courseCondition(audience),
    learnerCondition(audience, sql`e.user_id`),
    sql`u.deleted_at is null`,
    sql`((e.created_at >= ${dayStart(range.from)} and e.created_at < ${dayAfter(range.to)})
      or (p.updated_at >= ${dayStart(range.from)} and p.updated_at < ${dayAfter(range.to)}))`,
  ];
  if (definition.courseIds.length > 0) parts.push(sql`c.id in ${idSet(definition.courseIds)}`);
  for (const filter of definition.filters)
    parts.push(sql`lower(u.details ->> ${filter.field}::text) in
      (select lower(value) from jsonb_array_elements_text(${JSON.stringify(filter.values)}::jsonb))`);
  if (definition.statuses.length > 0)
    parts.push(
      sql`${statusOf} in (select value from jsonb_array_elements_text(${JSON.stringify(definition.statuses)}::jsonb))`,
    );
  return sql.join(parts, sql` and `);
}

const reportFrom = sql`from enrollments e
  join courses c on c.id = e.course_id
  join users u on u.id = e.user_id
  left join progress p on p.user_id = e.user_id and p.scope = 'course' and p.item_id = e.course_id`;

/**
 * One page of the report's rows after the (course, user) pair `after`, in that order: keyset
 * pagination along the enrolments primary key, so each batch of an export of 100,000 rows starts
 * where the last one ended instead of scanning from the beginning.
 */
export function reportRows(
  db: Db,
  audience: Audience,
  definition: SavedReportDefinition,
  range: Range,
  page: { after: { userId: string; courseId: string } | null; limit: number; offset?: number },
) {
  const after = page.after
    ? sql`and (e.course_id, e.user_id) > (${page.after.courseId}::uuid, ${page.after.userId}::uuid)`
    : sql``;
  return rowsOf<ReportRecordRow>(
    db,
    sql`select e.user_id, e.course_id, u.first_name, u.last_name, u.username, u.email, u.details,
        c.name as course, e.created_at as enrolled_at, p.record, ${statusOf} as status
      ${reportFrom}
      where ${reportWhere(audience, definition, range)} ${after}
      order by e.course_id, e.user_id
      limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}

/** How many rows the report has, by status. */
export function reportCounts(db: Db, audience: Audience, definition: SavedReportDefinition, range: Range) {
  return rowsOf<{ status: string; n: number }>(
    db,
    sql`select ${statusOf} as status, count(*)::int as n ${reportFrom}
      where ${reportWhere(audience, definition, range)} group by 1`,
  );
}
