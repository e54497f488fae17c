/**
 * Team analytics at 100,000 learners (issue 14): seeds a team on a fresh PostgreSQL database and
 * times analytics/team (the whole team, and a manager of 10,000 reports) and a 100,000-row saved
 * report CSV, at the service, without HTTP.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:analytics -w tools/bench
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, subDays } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client';
import { runMigrations } from '../../../apps/server/src/db/migrate';
import { savedReports, users } from '../../../apps/server/src/db/schema';
import { rebuildTeamActivity } from '../../../apps/server/src/modules/analytics/aggregates.service';
import { csvStream } from '../../../apps/server/src/modules/analytics/reports.file';
import { reportBatches } from '../../../apps/server/src/modules/analytics/reports.service';
import { teamAnalytics } from '../../../apps/server/src/modules/analytics/team.service';
import { createTeam } from '../../../apps/server/src/modules/teams/service';
import { prepareDatabase } from './database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LEARNERS = Number(process.env.BENCH_ANALYTICS_LEARNERS ?? 100_000);
const EVENTS_PER_LEARNER = 10;
const RUNS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  console.log(
    `${label}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${RUNS} runs)`,
  );
}

async function main() {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await prepareDatabase(adminUrl, repoRoot);
  const handle = await openDatabase({
    databaseUrl: database.url,
    dataDir: await database.newDataDir('analytics'),
    poolSize: 4,
  });
  try {
    await runMigrations(handle);
    const { db } = handle;
    const started = performance.now();
    const team = await createTeam(db, { name: 'teamanalytics', title: 'Team analytics load' });
    await db.execute(sql`
      insert into users (team_id, username, first_name, last_name, license_type, is_manager)
      values (${team.id}, 'analyticsadmin', 'Bench', 'Admin', 'Admin', false),
             (${team.id}, 'analyticsmanager', 'Bench', 'Manager', 'Learner', true)`);
    const [admin] = await db.select().from(users).where(eq(users.username, 'analyticsadmin'));
    const [manager] = await db.select().from(users).where(eq(users.username, 'analyticsmanager'));
    if (!admin || !manager) throw new Error('bench users missing');
    await db.execute(sql`
      insert into users (team_id, username, first_name, last_name, details, manager_id)
      select ${team.id}, 'analyticslearner' || g, 'Learner', 'No ' || g,
        jsonb_build_object('department', (array['Sales','Support','Engineering','Finance'])[1 + g % 4],
                           'zone', (array['North','South','East','West','Central'])[1 + g % 5],
                           'company', 'Acme', 'branch', 'Branch ' || (g % 40)),
        case when g < 10000 then ${manager.id}::uuid else null end
      from generate_series(0, ${LEARNERS - 1}) g`);
    await db.execute(sql`
      insert into courses (team_id, identifier, name, settings, owner_id, published, launched)
      select ${team.id}, 'bench' || substr(md5(random()::text), 1, 10), 'Course ' || c, '{}'::jsonb, ${admin.id}, true, true
      from generate_series(1, 5) c`);
    await db.execute(sql`
      insert into enrollments (team_id, course_id, user_id, source, created_at)
      select ${team.id}, c.id, u.id, 'admin', now() - interval '90 days'
      from users u join courses c on c.team_id = u.team_id
      where u.team_id = ${team.id} and u.username like 'analyticslearner%'
        and (c.name = 'Course 1' or (substr(u.username, 17)::int % 5) = (substr(c.name, 8)::int - 1))`);
    await db.execute(sql`
      insert into progress (user_id, team_id, scope, item_id, course_id, record, updated_at)
      select e.user_id, e.team_id, 'course', e.course_id, e.course_id,
        jsonb_build_object('viewedPercentage', case when r < 0.4 then 100 else 50 end, 'completion', r < 0.4,
          'completionDate', case when r < 0.4 then to_char(now() - (r * 100) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"') end,
          'score', (r * 100)::int, 'timeSpent', 600),
        now() - (r * 60) * interval '1 day'
      from (select e.*, random() as r from enrollments e where e.team_id = ${team.id}) e
      where e.r < 0.7`);
    await db.execute(sql`
      insert into tracker_events (uuid, team_id, user_id, name, payload, occurred_at)
      select gen_random_uuid(), ${team.id}, u.id, case when n <= 3 then 'SESSION_STARTED' else 'DECK_COMPLETED' end,
        '{}'::jsonb, now() - (random() * 60) * interval '1 day'
      from users u cross join generate_series(1, ${EVENTS_PER_LEARNER}) n
      where u.team_id = ${team.id} and u.username like 'analyticslearner%'`);
    await db.execute(sql`
      insert into wallets (user_id, team_id, points)
      select id, team_id, (random() * 6000)::int from users where team_id = ${team.id}`);
    // The live counters the ingest would hold for these rows (analytics/team reads them for an admin).
    await db.execute(sql`
      insert into analytics_course_learners (course_id, user_id, team_id, status, viewed_percentage, score, time_spent, completed_at)
      select item_id, user_id, team_id, case when (record ->> 'completion')::boolean then 'completed' else 'in_progress' end,
        (record ->> 'viewedPercentage')::int, (record ->> 'score')::float, (record ->> 'timeSpent')::int,
        (record ->> 'completionDate')::timestamptz
      from progress where team_id = ${team.id} and scope = 'course'`);
    await db.execute(sql`
      insert into analytics_item_totals (scope, item_id, team_id, course_id, started, completed, failed, score_sum, scored, time_spent)
      select 'course', course_id, ${team.id}, course_id, count(*), count(*) filter (where status = 'completed'), 0,
        coalesce(sum(score) filter (where status = 'completed'), 0), count(*) filter (where status = 'completed'), sum(time_spent)
      from analytics_course_learners where team_id = ${team.id} group by course_id`);
    await db.execute(sql`
      insert into analytics_course_days (course_id, day, team_id, completed)
      select course_id, to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD'), ${team.id}, count(*)
      from analytics_course_learners where team_id = ${team.id} and status = 'completed' group by 1, 2`);
    await rebuildTeamActivity(db, team.id);
    await db.execute(sql`analyze`);
    const counts = (await db.execute(sql`select
        (select count(*) from enrollments where team_id = ${team.id}) as enrolments,
        (select count(*) from progress where team_id = ${team.id}) as progress,
        (select count(*) from tracker_events where team_id = ${team.id}) as events`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    console.log(
      `seeded ${LEARNERS} learners, ${JSON.stringify(counts.rows[0])} in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.description}`,
    );

    const today = new Date();
    const range = { from: format(subDays(today, 29), 'yyyy-MM-dd'), to: format(today, 'yyyy-MM-dd') };
    await timed('analytics/team, admin, 30 days by day', () =>
      teamAnalytics(db, { user: admin, team }, { ...range, granularity: 'day' }),
    );
    await timed('analytics/team, admin, 30 days by week', () =>
      teamAnalytics(db, { user: admin, team }, { ...range, granularity: 'week' }),
    );
    await timed('analytics/team, manager of 10,000, 30 days by day', () =>
      teamAnalytics(db, { user: manager, team }, { ...range, granularity: 'day' }),
    );

    const [report] = await db
      .insert(savedReports)
      .values({
        teamId: team.id,
        ownerId: admin.id,
        name: 'Course 1',
        definition: {
          courseIds: [],
          range: { preset: 'custom', from: format(subDays(today, 365), 'yyyy-MM-dd'), to: range.to },
          filters: [],
          statuses: [],
          columns: [
            'learner',
            'username',
            'department',
            'zone',
            'course',
            'status',
            'progress',
            'score',
            'completionDate',
          ],
        },
      })
      .returning();
    if (!report) throw new Error('report missing');
    const csvStarted = performance.now();
    const rssBefore = process.memoryUsage().rss;
    let bytes = 0;
    let peak = rssBefore;
    const audience = { teamId: team.id, scope: 'team' as const, learnerIds: null, ownerId: null };
    const yearRange = { from: format(subDays(today, 365), 'yyyy-MM-dd'), to: range.to };
    for await (const chunk of csvStream(
      [
        'learner',
        'username',
        'department',
        'zone',
        'course',
        'status',
        'progress',
        'score',
        'completionDate',
      ],
      reportBatches(db, audience, report, yearRange),
    )) {
      bytes += Buffer.byteLength(chunk as string);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    console.log(
      `saved report CSV, every enrolment (${bytes} bytes): ${((performance.now() - csvStarted) / 1000).toFixed(2)} s, peak RSS +${((peak - rssBefore) / 1048576).toFixed(0)} MB`,
    );
  } finally {
    await handle.close();
    await database.dispose();
  }
}

await main();
