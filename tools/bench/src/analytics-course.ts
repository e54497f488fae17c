/**
 * Course analytics at scale: seeds one course with LEARNERS enrolled learners (default 100,000)
 * and their live aggregate rows on a fresh PostgreSQL database, then measures the two reads the
 * builder's analytics open with: the course summary and the learners tab's first page filtered by
 * a segment. Calls the analytics services in-process (no HTTP), p50/p95 over RUNS runs each.
 *
 *   ADMIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres LEARNERS=100000 \
 *     npm run analytics-course -w tools/bench
 */
import { execSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { learnersExportQuerySchema, learnersQuerySchema } from '@lp/shared/analytics/course';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client';
import { runMigrations } from '../../../apps/server/src/db/migrate';
import { courseLearnersPage, courseSummary } from '../../../apps/server/src/modules/analytics/course.service';
import { exportLearners } from '../../../apps/server/src/modules/analytics/export.service';
import { createTeam } from '../../../apps/server/src/modules/teams/service';

const learners = Number(process.env.LEARNERS ?? 100_000);
const runs = Number(process.env.RUNS ?? 50);
const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `analytics_bench_${Date.now().toString(36)}`;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)] ?? 0;

async function time(label: string, fn: () => Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  console.log(
    `${label}: p50 ${quantile(samples, 0.5).toFixed(1)} ms, p95 ${quantile(samples, 0.95).toFixed(1)} ms`,
  );
}

const EXPORT_RUNS = Number(process.env.EXPORT_RUNS ?? 2);

/** Streams the whole learners table as CSV or XLSX EXPORT_RUNS times; time, bytes and peak RSS growth. */
async function timeExport(format: 'csv' | 'xlsx', run: () => ReturnType<typeof exportLearners>) {
  for (let i = 0; i < EXPORT_RUNS; i++) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const start = performance.now();
    const file = await run();
    let bytes = 0;
    for await (const chunk of file.stream as AsyncIterable<Buffer | string>) bytes += chunk.length;
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    console.log(
      `learners ${format} export: ${seconds.toFixed(2)} s, ${(bytes / 1_048_576).toFixed(1)} MB, peak RSS +${((peak - before) / 1_048_576).toFixed(0)} MB`,
    );
  }
}

async function main() {
  execSync(`psql "${adminUrl}" -c "create database ${name}"`, { stdio: 'ignore' });
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await runMigrations(handle);
    const { db } = handle;
    const seedStart = performance.now();
    const team = await createTeam(db, { name: 'analytics', title: 'Analytics load' });
    await db.execute(sql`insert into users (team_id, username, password_hash, first_name, last_name, license_type, details)
      values (${team.id}, 'benchadmin', 'x', 'Bench', 'Admin', 'Admin', '{}')`);
    await db.execute(sql`
      insert into users (team_id, username, password_hash, first_name, last_name, details)
      select ${team.id}, 'alearner' || g, 'x', 'Learner', 'Number ' || g,
        jsonb_build_object('company', (array['Acme','Globex','Initech','Umbrella'])[1 + g % 4],
                           'department', (array['Sales','Support','Engineering','Finance','Ops'])[1 + g % 5])
      from generate_series(0, ${learners - 1}) g`);
    const inserted =
      await db.execute(sql`insert into courses (team_id, identifier, name, published, priority, kind, settings)
        values (${team.id}, 'benchcourse', 'Bench course', true, 0, 'course', '{}') returning id`);
    const courseId = (inserted as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
    await db.execute(sql`insert into enrollments (team_id, course_id, user_id, source)
      select ${team.id}, ${courseId}, id, 'admin' from users where team_id = ${team.id} and username like 'alearner%'`);
    await db.execute(sql`
      insert into analytics_course_learners (course_id, user_id, team_id, status, viewed_percentage, score, time_spent, completed_at)
      select ${courseId}, id, ${team.id}, (array['in_progress','completed','failed'])[1 + (random() * 2)::int],
             (random() * 100)::int, (random() * 100)::int, (random() * 3600)::int, now() - random() * interval '60 days'
      from users where team_id = ${team.id} and username like 'alearner%' and random() < 0.7`);
    await db.execute(sql`
      insert into analytics_item_totals (scope, item_id, team_id, course_id, started, completed, failed, score_sum, scored, time_spent)
      select 'course', ${courseId}, ${team.id}, ${courseId}, count(*), count(*) filter (where status = 'completed'),
             count(*) filter (where status = 'failed'), sum(score) filter (where status <> 'in_progress'),
             count(*) filter (where status <> 'in_progress'), sum(time_spent)
      from analytics_course_learners where course_id = ${courseId}`);
    await db.execute(sql`analyze`);
    console.log(
      `seeded ${learners} enrolled learners in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (PostgreSQL)`,
    );
    const found = await db.execute(sql`select id from users where username = 'benchadmin'`);
    const admin = (found as unknown as { rows: { id: string }[] }).rows[0];
    const { findUserById } = await import('../../../apps/server/src/modules/users/service');
    const caller = { user: (await findUserById(db, (admin as { id: string }).id)) as never, team };
    await time('course summary', () => courseSummary(db, caller, courseId));
    const query = learnersQuerySchema.parse({ company: 'Globex', department: 'Sales' });
    await time('learners tab, first page, company+department filter', () =>
      courseLearnersPage(db, caller, { userId: (admin as { id: string }).id, courseId, scope: 'all', query }),
    );
    const everyone = learnersExportQuerySchema.parse({});
    for (const format of ['csv', 'xlsx'] as const)
      await timeExport(format, () =>
        exportLearners(db, caller, {
          userId: (admin as { id: string }).id,
          courseId,
          scope: 'all',
          query: everyone,
          format,
        }),
      );
  } finally {
    await handle.close();
    execSync(`psql "${adminUrl}" -c "drop database ${name}"`, { stdio: 'ignore' });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
