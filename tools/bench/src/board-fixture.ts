import { sql } from 'drizzle-orm';
import { seedTeamFixture } from './fixture-team';

export interface BoardFixture {
  learnerCount: number;
  ledgerRows: number;
  usernames: string[];
  /** The department of each of `usernames` (a segment leaderboard is asked for the caller's own). */
  departments: string[];
}

/** The learners' departments, learner g in the (g mod 4)th: four segment boards of 25% each. */
const DEPARTMENTS = ['Sales', 'Support', 'Engineering', 'Finance'];
const departmentOf = (g: number) => DEPARTMENTS[g % DEPARTMENTS.length] as string;

/**
 * Seeds the team `boards`: `learnerCount` learners with `entriesPerLearner` ledger entries each,
 * spread over the last 60 days, and the wallets and leaderboard scores derived from them the way
 * the product derives them (period keys m<YYYY-MM> and w<ISO year>-<ISO week>, UTC; points buckets;
 * the department segment boards). Set-based SQL,
 * so 100,000 learners and 1,000,000 entries take seconds, not hours.
 */
export async function seedBoardFixture(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  learnerCount: number;
  entriesPerLearner: number;
  signInCount: number;
}): Promise<BoardFixture> {
  return seedTeamFixture(
    options,
    { name: 'boards', title: 'Leaderboard load' },
    async ({ db, team, passwordHash: hash }) => {
      await db.execute(sql`
      insert into users (team_id, username, password_hash, first_name, last_name, details)
      select ${team.id}, 'boardlearner' || g, ${hash}, 'Board', 'Learner ' || g,
             jsonb_build_object('department', (array[${sql.join(
               DEPARTMENTS.map((d) => sql`${d}::text`),
               sql`, `,
             )}])[1 + g % ${DEPARTMENTS.length}])
      from generate_series(0, ${options.learnerCount - 1}) g`);
      await db.execute(sql`
      insert into points_ledger (team_id, user_id, source, event_uuid, points, coins, created_at)
      select ${team.id}, u.id, 'admin', gen_random_uuid(), 1 + (random() * 40)::int, 0,
             now() - (random() * 60) * interval '1 day'
      from users u cross join generate_series(1, ${options.entriesPerLearner})
      where u.team_id = ${team.id}`);
      await db.execute(sql`
      insert into wallets (user_id, team_id, points, coins, level, stage)
      select user_id, ${team.id}, sum(points), 0, 1, 1 from points_ledger where team_id = ${team.id} group by user_id`);
      await db.execute(sql`
      insert into leaderboard_scores (team_id, scope, period, user_id, points)
      select ${team.id}, 'team', period, user_id, sum(points)
      from (
        select user_id, points, 'all' as period from points_ledger where team_id = ${team.id}
        union all
        select user_id, points, 'm' || to_char(created_at at time zone 'UTC', 'YYYY-MM') from points_ledger where team_id = ${team.id}
        union all
        select user_id, points, 'w' || to_char(created_at at time zone 'UTC', 'IYYY-IW') from points_ledger where team_id = ${team.id}
      ) entries
      group by period, user_id`);
      // Each score again on the learner's department's board (scope '<scope>/department/<value>'),
      // as the product keeps them (gamification/segments.repo.ts).
      await db.execute(sql`
      insert into leaderboard_scores (team_id, scope, period, user_id, points)
      select s.team_id, s.scope || '/department/' || (u.details ->> 'department'), s.period, s.user_id, s.points
      from leaderboard_scores s join users u on u.id = s.user_id
      where s.team_id = ${team.id} and u.details ? 'department'`);
      await db.execute(sql`
      insert into leaderboard_buckets (team_id, scope, period, points, learners)
      select team_id, scope, period, points, count(*) from leaderboard_scores where team_id = ${team.id}
      group by team_id, scope, period, points`);
      await db.execute(sql`analyze`);
      const step = Math.max(1, Math.floor(options.learnerCount / options.signInCount));
      return {
        learnerCount: options.learnerCount,
        ledgerRows: options.learnerCount * options.entriesPerLearner,
        usernames: Array.from(
          { length: Math.min(options.signInCount, options.learnerCount) },
          (_, i) => `boardlearner${i * step}`,
        ),
        departments: Array.from({ length: Math.min(options.signInCount, options.learnerCount) }, (_, i) =>
          departmentOf(i * step),
        ),
      };
    },
  );
}
