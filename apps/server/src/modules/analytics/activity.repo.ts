import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { ActivityCounter } from './activity.logic';

/** The team's counters for each period of the range, empty periods included. */
export function activityCounters(
  db: Db,
  teamId: string,
  range: { from: string; to: string },
  granularity: ActivityCounter['granularity'],
) {
  return queryRows<{ period: string; active_learners: number; sessions: number }>(
    db,
    sql`with periods as (
        select to_char(generate_series(date_trunc(${granularity}, ${range.from}::date::timestamp),
          ${range.to}::date::timestamp, ('1 ' || ${granularity})::interval), 'YYYY-MM-DD') as period
      )
      select p.period, coalesce(sum(a.active_learners), 0)::int as active_learners,
        coalesce(sum(a.sessions), 0)::int as sessions
      from periods p left join analytics_team_activity a
        on a.team_id = ${teamId} and a.granularity = ${granularity} and a.period = p.period
      group by p.period
      order by p.period`,
  );
}

/** Sessions of the range, from the day counters. */
export async function sessionsBetween(db: Db, teamId: string, range: { from: string; to: string }) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(sessions), 0)::int as n from analytics_team_activity
      where team_id = ${teamId} and granularity = 'day' and period >= ${range.from} and period <= ${range.to}`,
  );
  return row?.n ?? 0;
}

/**
 * Learners with an active day in the range: per year the range covers, its slice of the days
 * (1-based positions `first` to `last`) holds a 1.
 */
export async function learnersActiveIn(
  db: Db,
  teamId: string,
  slices: { year: number; first: number; last: number }[],
) {
  const conditions: SQL[] = slices.map(
    (s) =>
      sql`(year = ${s.year} and bit_count(substring(days from ${s.first}::int for ${s.last - s.first + 1}::int)) > 0)`,
  );
  const learners = slices.length === 1 ? sql`count(*)` : sql`count(distinct user_id)`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ${learners}::int as n from analytics_learner_days
      where team_id = ${teamId} and year in (${sql.join(
        slices.map((s) => sql`${s.year}::int`),
        sql`, `,
      )}) and (${sql.join(conditions, sql` or `)})`,
  );
  return row?.n ?? 0;
}

/**
 * Recounts a team's activity rows from its tracker events (set-based): for data stored before the
 * counters existed, and for seeding benches.
 */
export async function rebuildTeamActivity(db: Db, teamId: string) {
  await db.execute(sql`delete from analytics_learner_days where team_id = ${teamId}`);
  await db.execute(sql`delete from analytics_team_activity where team_id = ${teamId}`);
  await db.execute(sql`
    insert into analytics_learner_days (team_id, user_id, year, days)
    select ${teamId}, user_id, extract(year from day)::int,
      bit_or(set_bit(repeat('0', 366)::bit(366), day - date_trunc('year', day)::date, 1))
    from (select distinct user_id, (occurred_at at time zone 'UTC')::date as day
          from tracker_events where team_id = ${teamId}) d
    group by user_id, extract(year from day)`);
  await db.execute(sql`
    insert into analytics_team_activity (team_id, granularity, period, active_learners, sessions)
    select ${teamId}, g.granularity, to_char(date_trunc(g.granularity, e.at), 'YYYY-MM-DD'),
      count(distinct e.user_id), count(*) filter (where e.name = 'SESSION_STARTED')
    from (select user_id, name, occurred_at at time zone 'UTC' as at from tracker_events where team_id = ${teamId}) e
    cross join (values ('day'), ('week'), ('month')) g(granularity)
    group by g.granularity, date_trunc(g.granularity, e.at)`);
}
