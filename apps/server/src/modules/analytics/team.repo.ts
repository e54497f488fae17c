import { type AnalyticsGranularity, type AnalyticsScope, POINTS_BUCKETS } from '@lp/shared/analytics/team';
import { SEGMENT_FIELDS } from '@lp/shared/gamification/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type SegmentField = (typeof SEGMENT_FIELDS)[number];

/**
 * Whose figures a caller sees (SPEC §6 universal analytics): admins and super admins the whole
 * team, creators the learners and courses of their own content, managers only their reports.
 */
export interface Audience {
  teamId: string;
  scope: AnalyticsScope;
  /** Only these learners (a manager's reports); null = no restriction by learner. */
  learnerIds: string[] | null;
  /** Only courses this user owns (a creator); null = every course of the team. */
  ownerId: string | null;
}

/** A list of ids as one parameter, however long (a manager of 100,000 has as many ids). */
export const idSet = (ids: readonly string[]) =>
  sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Courses of the audience, for a `courses` row aliased as `c`. */
export function courseCondition(audience: Audience): SQL {
  const team = sql`c.team_id = ${audience.teamId}`;
  return audience.ownerId === null ? team : sql`${team} and c.owner_id = ${audience.ownerId}`;
}

/** Learners of the audience, for a column holding a user id. */
export function learnerCondition(audience: Audience, column: SQL): SQL {
  const parts: SQL[] = [];
  if (audience.learnerIds !== null) parts.push(sql`${column} in ${idSet(audience.learnerIds)}`);
  if (audience.ownerId !== null)
    parts.push(sql`${column} in (
      select oe.user_id from enrollments oe join courses oc on oc.id = oe.course_id
      where oc.team_id = ${audience.teamId} and oc.owner_id = ${audience.ownerId})`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** The UTC instant a YYYY-MM-DD day starts, and the instant after `to` ends. */
export const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'UTC')`;
export const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

/** The rows of a raw query, on PostgreSQL and PGlite alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const completed = sql`p.record ->> 'completion' = 'true'`;

export interface Range {
  from: string;
  to: string;
}

/** Active learners and sessions per period of the range, empty periods included. */
export async function activityByPeriod(
  db: Db,
  audience: Audience,
  range: Range,
  granularity: AnalyticsGranularity,
) {
  return rowsOf<{ period: string; active_learners: number; sessions: number }>(
    db,
    sql`with periods as (
        select generate_series(date_trunc(${granularity}, ${range.from}::date::timestamp),
          ${range.to}::date::timestamp, ('1 ' || ${granularity})::interval)::date as period
      ), ev as (
        select date_trunc(${granularity}, t.occurred_at at time zone 'UTC')::date as period, t.user_id, t.name
        from tracker_events t
        where t.team_id = ${audience.teamId}
          and t.occurred_at >= ${dayStart(range.from)} and t.occurred_at < ${dayAfter(range.to)}
          and ${learnerCondition(audience, sql`t.user_id`)}
      )
      select to_char(p.period, 'YYYY-MM-DD') as period,
        count(distinct ev.user_id)::int as active_learners,
        (count(ev.user_id) filter (where ev.name = 'SESSION_STARTED'))::int as sessions
      from periods p left join ev on ev.period = p.period
      group by p.period order by p.period`,
  );
}

/** Distinct active learners and sessions over the whole range. */
export async function activityTotals(db: Db, audience: Audience, range: Range) {
  const [row] = await rowsOf<{ active_learners: number; sessions: number }>(
    db,
    sql`select count(distinct t.user_id)::int as active_learners,
        (count(*) filter (where t.name = 'SESSION_STARTED'))::int as sessions
      from tracker_events t
      where t.team_id = ${audience.teamId}
        and t.occurred_at >= ${dayStart(range.from)} and t.occurred_at < ${dayAfter(range.to)}
        and ${learnerCondition(audience, sql`t.user_id`)}`,
  );
  return { activeLearners: row?.active_learners ?? 0, sessions: row?.sessions ?? 0 };
}

/** Users of the audience (not deleted). */
export async function learnerCount(db: Db, audience: Audience) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u
      where u.team_id = ${audience.teamId} and u.deleted_at is null and ${learnerCondition(audience, sql`u.id`)}`,
  );
  return row?.n ?? 0;
}

/** Per course of the audience: enrolled, completed, and completed within the range. */
export async function contentCompletion(db: Db, audience: Audience, range: Range) {
  return rowsOf<{
    course_id: string;
    name: string;
    kind: string;
    enrolled: number;
    completed: number;
    completed_in_range: number;
  }>(
    db,
    sql`select c.id as course_id, c.name, c.kind,
        count(e.user_id)::int as enrolled,
        (count(p.user_id) filter (where ${completed}))::int as completed,
        (count(p.user_id) filter (where ${completed}
          and (p.record ->> 'completionDate')::timestamptz >= ${dayStart(range.from)}
          and (p.record ->> 'completionDate')::timestamptz < ${dayAfter(range.to)}))::int as completed_in_range
      from courses c
      left join enrollments e on e.course_id = c.id and ${learnerCondition(audience, sql`e.user_id`)}
      left join progress p on p.user_id = e.user_id and p.scope = 'course' and p.item_id = c.id
      where ${courseCondition(audience)}
      group by c.id, c.name, c.kind`,
  );
}

/** Enrolments and completions grouped by each segmentation detail's value. */
export async function completionBySegment(db: Db, audience: Audience) {
  const fields = sql.join(
    SEGMENT_FIELDS.map((field) => sql`(${field}::text, u.details ->> ${field}::text)`),
    sql`, `,
  );
  return rowsOf<{ field: SegmentField; value: string; enrolled: number; completed: number }>(
    db,
    sql`select seg.field, seg.value, count(*)::int as enrolled,
        (count(p.user_id) filter (where ${completed}))::int as completed
      from enrollments e
      join courses c on c.id = e.course_id
      join users u on u.id = e.user_id
      cross join lateral (values ${fields}) as seg(field, value)
      left join progress p on p.user_id = e.user_id and p.scope = 'course' and p.item_id = c.id
      where ${courseCondition(audience)} and ${learnerCondition(audience, sql`e.user_id`)}
        and u.deleted_at is null and coalesce(seg.value, '') <> ''
      group by seg.field, seg.value
      order by seg.field, enrolled desc, seg.value`,
  );
}

/** How many learners hold points in each POINTS_BUCKETS band (1-based bucket index). */
export async function pointsBuckets(db: Db, audience: Audience) {
  const bounds = sql.raw(`array[${POINTS_BUCKETS.join(',')}]`);
  return rowsOf<{ bucket: number; learners: number }>(
    db,
    sql`select width_bucket(coalesce(w.points, 0), ${bounds}) as bucket, count(*)::int as learners
      from users u left join wallets w on w.user_id = u.id
      where u.team_id = ${audience.teamId} and u.deleted_at is null and ${learnerCondition(audience, sql`u.id`)}
      group by 1 order by 1`,
  );
}

/**
 * contentCompletion from the live course counters: every learner of a course counts, so it serves
 * audiences that do not restrict learners (admins, and creators over their own courses).
 */
export async function contentCompletionFromTotals(db: Db, audience: Audience, range: Range) {
  return rowsOf<Awaited<ReturnType<typeof contentCompletion>>[number]>(
    db,
    sql`select c.id as course_id, c.name, c.kind,
        (select count(*) from enrollments e where e.course_id = c.id)::int as enrolled,
        coalesce((select sum(t.completed) from analytics_item_totals t
          where t.scope = 'course' and t.item_id = c.id), 0)::int as completed,
        coalesce((select sum(d.completed) from analytics_course_days d
          where d.course_id = c.id and d.day >= ${range.from} and d.day <= ${range.to}), 0)::int as completed_in_range
      from courses c
      where ${courseCondition(audience)}`,
  );
}
