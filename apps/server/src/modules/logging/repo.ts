import { and, count, desc, eq, gte, ilike, isNull, lt, lte, max, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LogRecordRow, logRecords, type NewLogRecordRow } from '../../db/schema';

export async function insertLogRecord(db: Db, values: NewLogRecordRow): Promise<{ id: string }> {
  const [row] = await db.insert(logRecords).values(values).returning({ id: logRecords.id });
  if (!row) throw new Error('log record insert returned no row');
  return row;
}

export interface LogFilter {
  /** The team's records; `includeAnonymous` adds reports sent without a session. */
  teamId: string;
  includeAnonymous: boolean;
  /** Records at least this critical (1 is the worst). */
  criticality?: number | undefined;
  page?: string | undefined;
  /** A user id, or part of a username. */
  user?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function whereOf(filter: LogFilter): SQL | undefined {
  const team = eq(logRecords.teamId, filter.teamId);
  const where: (SQL | undefined)[] = [filter.includeAnonymous ? or(team, isNull(logRecords.teamId)) : team];
  if (filter.criticality !== undefined) where.push(lte(logRecords.criticality, filter.criticality));
  if (filter.page) where.push(ilike(logRecords.page, `%${escapeLike(filter.page)}%`));
  if (filter.user) {
    const byName = ilike(logRecords.username, `%${escapeLike(filter.user)}%`);
    where.push(UUID.test(filter.user) ? or(eq(logRecords.userId, filter.user), byName) : byName);
  }
  if (filter.from) where.push(gte(logRecords.createdAt, filter.from));
  if (filter.to) where.push(lte(logRecords.createdAt, filter.to));
  return and(...where);
}

/** Newest first, one page, and how many match in all. */
export async function listLogRecords(
  db: Db,
  filter: LogFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LogRecordRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(logRecords)
      .where(where)
      .orderBy(desc(logRecords.createdAt), desc(logRecords.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(logRecords).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** Repeated problems: records grouped by problem and page, most frequent first. */
export function groupLogRecords(db: Db, filter: LogFilter, limit: number) {
  return db
    .select({
      problem: logRecords.problem,
      page: logRecords.page,
      criticality: min(logRecords.criticality),
      count: count(),
      users:
        sql<number>`count(distinct coalesce(${logRecords.userId}::text, ${logRecords.username}))`.mapWith(
          Number,
        ),
      firstSeen: min(logRecords.createdAt),
      lastSeen: max(logRecords.createdAt),
    })
    .from(logRecords)
    .where(whereOf(filter))
    .groupBy(logRecords.problem, logRecords.page)
    .orderBy(desc(count()), desc(max(logRecords.createdAt)))
    .limit(limit);
}

/** Removes records older than `before`; returns how many. */
export async function deleteLogRecordsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(logRecords)
    .where(lt(logRecords.createdAt, before))
    .returning({ id: logRecords.id });
  return rows.length;
}
