import type {
  LogGroup,
  LogPage,
  LogRecord,
  logListQuerySchema,
  logRecordBodySchema,
} from '@lp/shared/logging';
import { can, normalizeLicenseType } from '@lp/shared/permissions';
import { subDays } from 'date-fns';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { LogRecordRow, TeamRow, UserRow } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { toUserResponse } from '../users/service';
import * as repo from './repo';

export interface Caller {
  user: UserRow;
  team: TeamRow;
}

/** How many groups the grouped view shows at most. */
const GROUP_LIMIT = 100;

/**
 * POST /api/v1/logs/log: keeps one SPEC §3 log record. With a session the record carries the
 * session's team, user id and username (whatever the body says); without one it carries no team
 * and no user id, only the username the client gave.
 */
export async function recordLog(
  db: Db,
  caller: Caller | null,
  body: z.output<typeof logRecordBodySchema>,
): Promise<{ _id: string }> {
  const row = await repo.insertLogRecord(db, {
    teamId: caller?.team.id ?? null,
    userId: caller?.user.id ?? null,
    username: caller ? caller.user.username : body.username?.trim() || null,
    client: body.client,
    platform: body.platform,
    page: body.page,
    problem: body.problem,
    criticality: body.criticality,
    trace: body.trace,
  });
  return { _id: row.id };
}

const presentLog = (row: LogRecordRow): LogRecord => ({
  _id: row.id,
  client: row.client,
  platform: row.platform,
  page: row.page,
  user_id: row.userId,
  username: row.username,
  problem: row.problem,
  criticality: row.criticality,
  trace: row.trace,
  createdAt: row.createdAt.toISOString(),
});

/** The team's admins read its records; a SuperAdmin also reads reports sent without a session. */
function filterFor(caller: Caller, query: z.output<typeof logListQuerySchema>): repo.LogFilter {
  if (!can(toUserResponse(caller.user, caller.team), 'helpdesk.manage')) throw forbidden();
  return {
    teamId: caller.team.id,
    includeAnonymous: normalizeLicenseType(caller.user.licenseType) === 'SuperAdmin',
    criticality: query.criticality,
    page: query.page,
    user: query.user,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

export async function listLogs(
  db: Db,
  caller: Caller,
  query: z.output<typeof logListQuerySchema>,
): Promise<LogPage> {
  const { rows, total } = await repo.listLogRecords(db, filterFor(caller, query), {
    offset: query.offset,
    limit: query.limit,
  });
  return { records: rows.map(presentLog), total };
}

export async function groupedLogs(
  db: Db,
  caller: Caller,
  query: z.output<typeof logListQuerySchema>,
): Promise<LogGroup[]> {
  const groups = await repo.groupLogRecords(db, filterFor(caller, query), GROUP_LIMIT);
  return groups.map((g) => ({
    problem: g.problem,
    page: g.page,
    criticality: g.criticality ?? 9,
    count: g.count,
    users: g.users,
    firstSeen: (g.firstSeen ?? new Date(0)).toISOString(),
    lastSeen: (g.lastSeen ?? new Date(0)).toISOString(),
  }));
}

/** Removes records older than `retentionDays`; the log-retention job calls this. */
export const pruneLogs = (db: Db, retentionDays: number, now = new Date()) =>
  repo.deleteLogRecordsBefore(db, subDays(now, retentionDays));
