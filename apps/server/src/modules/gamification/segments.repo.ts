import { SEGMENT_FIELDS } from '@lp/shared/gamification/index';
import { type Db, runStatement, type Statement } from '../../db/client';

/**
 * Segment leaderboards (a board of the learners whose details[field] equals a value: company,
 * zone, branch or department) are boards of their own: each score row of a learner is kept once
 * more per segment the learner is in, under the scope `<scope>/<field>/<value>`, with its points
 * buckets. A segment board then reads the (team, scope, period, points desc, user) index and the
 * buckets exactly as the team-wide board does, instead of joining every learner's details.
 * A base scope ('team' or a course's id) and a field never hold a '/', so the key is unambiguous.
 */
export const segmentScope = (scope: string, field: string, value: string) => `${scope}/${field}/${value}`;

/** The same key in SQL. */
export const segmentScopeSql = (scope: string, field: string, value: string) =>
  `${scope} || '/' || ${field} || '/' || ${value}`;

/** A base scope row (not a segment's copy). */
export const BASE_SCOPE_SQL = (scope: string) => `position('/' in ${scope}) = 0`;

/** The fields a segment board can be asked for, as an SQL list (a fixed set of identifiers). */
const FIELDS_SQL = SEGMENT_FIELDS.map((f) => `'${f}'`).join(', ');

/** The segments (field, value) of one learner, from their details; empty values are no segment. */
export const learnerSegmentsSql = (userId: string) =>
  `select d.key as field, d.value from users u cross join lateral jsonb_each_text(
      case jsonb_typeof(u.details) when 'object' then u.details else '{}'::jsonb end) d
    where u.id = ${userId} and d.key in (${FIELDS_SQL}) and d.value <> ''`;

const SYNC_SEGMENTS: Statement = {
  name: 'gamification_sync_segments',
  text: `with pairs as (${learnerSegmentsSql('$2::uuid')}),
      cur as (
        select scope, period, points from leaderboard_scores
        where team_id = $1 and user_id = $2 and not ${BASE_SCOPE_SQL('scope')}
      ),
      want as (
        select ${segmentScopeSql('b.scope', 'p.field', 'p.value')} as scope, b.period, b.points
        from leaderboard_scores b cross join pairs p
        where b.team_id = $1 and b.user_id = $2 and ${BASE_SCOPE_SQL('b.scope')}
      ),
      gone as (
        delete from leaderboard_scores s
        where s.team_id = $1 and s.user_id = $2 and not ${BASE_SCOPE_SQL('s.scope')}
          and not exists (select 1 from want w where w.scope = s.scope and w.period = s.period)
      ),
      put as (
        insert into leaderboard_scores (team_id, scope, period, user_id, points)
        select $1, w.scope, w.period, $2, w.points from want w
        where not exists (select 1 from cur c where c.scope = w.scope and c.period = w.period and c.points = w.points)
        order by w.scope, w.period
        on conflict (team_id, scope, period, user_id) do update set points = excluded.points
      ),
      moves as (
        select scope, period, points, -1 as delta from cur
        union all
        select scope, period, points, 1 from want
      ),
      buckets as (
        insert into leaderboard_buckets (team_id, scope, period, points, slot, learners)
        select $1, scope, period, points, $3::smallint, sum(delta)::int from moves
        group by scope, period, points
        having sum(delta) <> 0
        order by scope, period, points
        on conflict (team_id, scope, period, points, slot)
          do update set learners = leaderboard_buckets.learners + excluded.learners
      )
      select count(*)::int as rows from want`,
};

/**
 * Brings a learner's segment rows in step with their details and their base rows: rows of segments
 * they left go (and their buckets), rows of segments they joined come with the base rows' points.
 */
export async function syncSegments(db: Db, learner: { teamId: string; userId: string; slot: number }) {
  await runStatement(db, SYNC_SEGMENTS, [learner.teamId, learner.userId, learner.slot]);
}
