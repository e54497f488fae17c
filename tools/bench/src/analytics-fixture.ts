import { DEFAULT_COURSE_SETTINGS, DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../apps/server/src/db/client';
import { rebuildTeamActivity } from '../../../apps/server/src/modules/analytics/aggregates.service';
import { seedTeamFixture } from './fixture-team';
import { QUIZ } from './ingest-fixture';

export const ANALYTICS_ADMIN = 'analyticsbenchadmin';
const DECKS = 10;
/** Every quiz deck has two questions; a started learner answered each of them three times. */
const QUIZ_DECKS = [4, 9];
const ATTEMPTS = 3;

export interface AnalyticsFixture {
  teamId: string;
  courseId: string;
  adminId: string;
  learnerCount: number;
  /** Rows seeded in progress and question_responses together. */
  progressAndResponses: number;
  trackerEvents: number;
}

/** Learner n of the team (username analyticslearner<n>) as a CTE. */
const learners = (teamId: string) => sql`learners as (
  select id, substr(username, 17)::int as n from users where team_id = ${teamId} and username like 'analyticslearner%')`;

/**
 * Seeds the team `analyticsbench` (issue 14): one launched course of 10 decks (two quizzes) with
 * `learnerCount` enrolled learners; 85% started: a course record, ten deck records and twelve
 * answers each (~2,000,000 progress and response rows at 100,000), ten tracker events each over
 * the last 60 days, a wallet each; then the live aggregates recounted from those rows in SQL.
 */
export async function seedAnalyticsFixture(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  learnerCount: number;
}): Promise<AnalyticsFixture> {
  return seedTeamFixture(
    options,
    { name: 'analyticsbench', title: 'Analytics load' },
    async ({ db, team, passwordHash: hash }) => {
      const [admin] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (team_id, username, password_hash, first_name, last_name, license_type)
        values (${team.id}, ${ANALYTICS_ADMIN}, ${hash}, 'Bench', 'Admin', 'Admin') returning id`,
      );
      await db.execute(sql`
      insert into users (team_id, username, password_hash, first_name, last_name, details, created_at)
      select ${team.id}, 'analyticslearner' || g, ${hash}, 'Learner', 'Number ' || g,
        jsonb_build_object('company', (array['Acme','Globex','Initech','Umbrella'])[1 + g % 4],
          'department', (array['Sales','Support','Engineering','Finance','Ops'])[1 + g % 5],
          'zone', (array['North','South','East','West','Central'])[1 + g % 7 % 5],
          'branch', 'Branch ' || (g % 40)),
        now() - (g % 700) * interval '1 day'
      from generate_series(0, ${options.learnerCount - 1}) g`);
      const courseId = await seedCourse(db, team.id, admin?.id as string);
      await seedProgress(db, team.id, courseId);
      await db.execute(sql`
      insert into tracker_events (uuid, team_id, user_id, name, payload, occurred_at)
      select gen_random_uuid(), ${team.id}, l.id, case when k <= 3 then 'SESSION_STARTED' else 'DECK_COMPLETED' end,
        '{}'::jsonb, now() - (random() * 60) * interval '1 day'
      from (select id from users where team_id = ${team.id} and username like 'analyticslearner%') l
      cross join generate_series(1, 10) k`);
      await db.execute(sql`insert into wallets (user_id, team_id, points)
      select id, team_id, (random() * 6000)::int from users where team_id = ${team.id}`);
      await seedAggregates(db, team.id, courseId);
      await rebuildTeamActivity(db, team.id);
      await db.execute(sql`analyze`);
      const [counts] = await queryRows<{ rows: number; events: number }>(
        db,
        sql`select (select count(*) from progress where team_id = ${team.id})
          + (select count(*) from question_responses where team_id = ${team.id}) as rows,
        (select count(*) from tracker_events where team_id = ${team.id}) as events`,
      );
      return {
        teamId: team.id,
        courseId,
        adminId: admin?.id as string,
        learnerCount: options.learnerCount,
        progressAndResponses: Number(counts?.rows ?? 0),
        trackerEvents: Number(counts?.events ?? 0),
      };
    },
  );
}

async function seedCourse(db: Db, teamId: string, ownerId: string) {
  const [course] = await queryRows<{ id: string }>(
    db,
    sql`insert into courses (team_id, identifier, name, published, launched, launched_at, owner_id, settings)
      values (${teamId}, 'analyticscourse', 'Analytics course', true, true, now(), ${ownerId},
        ${JSON.stringify(DEFAULT_COURSE_SETTINGS)}::jsonb) returning id`,
  );
  const courseId = course?.id as string;
  const [topic] = await queryRows<{ id: string }>(
    db,
    sql`insert into topics (team_id, course_id, name, position) values (${teamId}, ${courseId}, 'Topic', 0) returning id`,
  );
  for (let d = 0; d < DECKS; d++) {
    const quiz = QUIZ_DECKS.includes(d);
    await db.execute(sql`insert into decks (team_id, course_id, topic_id, name, category, reader_type, position, settings, content)
      values (${teamId}, ${courseId}, ${topic?.id}, ${quiz ? `Quiz ${d}` : `Reading ${d}`},
        ${quiz ? 'assessment' : 'article'}, ${quiz ? 'assessment' : 'article'}, ${d},
        ${JSON.stringify(DEFAULT_DECK_SETTINGS)}::jsonb, ${JSON.stringify(quiz ? QUIZ : { html: '<p>Reading</p>' })}::jsonb)`);
  }
  await db.execute(sql`with ${learners(teamId)}
    insert into enrollments (team_id, course_id, user_id, source) select ${teamId}, ${courseId}, id, 'admin' from learners`);
  return courseId;
}

/**
 * Learner n started when n % 20 < 17, completed the course when n % 10 < 4, failed the last quiz
 * when n % 10 = 9 (and is then "failed"); everyone else is in progress.
 */
async function seedProgress(db: Db, teamId: string, courseId: string) {
  await db.execute(sql`with ${learners(teamId)}
    insert into progress (user_id, team_id, scope, item_id, course_id, record, updated_at)
    select l.id, ${teamId}, 'course', ${courseId}, null,
      jsonb_build_object('viewedPercentage', case when l.n % 10 < 4 then 100 else 10 * (l.n % 10) end,
        'viewAttempts', 1, 'timeSpent', 60 * (l.n % 50), 'score', 0, 'points', 0, 'coins', 0,
        'completion', l.n % 10 < 4,
        'completionDate', case when l.n % 10 < 4 then to_char(now() - (l.n % 60) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"') end),
      now()
    from learners l where l.n % 20 < 17`);
  await db.execute(sql`with ${learners(teamId)}
    insert into progress (user_id, team_id, scope, item_id, course_id, record, updated_at)
    select l.id, ${teamId}, 'deck', d.id, ${courseId},
      jsonb_build_object('viewedPercentage', 100, 'viewAttempts', 1, 'timeSpent', 30 + l.n % 90,
        'score', case when d.category = 'assessment' then case when l.n % 10 = 9 and d.position = 9 then 40 else 50 + l.n % 51 end else 0 end,
        'points', 0, 'coins', 0,
        'completion', not (l.n % 10 = 9 and d.position = 9),
        'completionDate', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')),
      now()
    from learners l cross join decks d where d.course_id = ${courseId} and l.n % 20 < 17`);
  await db.execute(sql`with ${learners(teamId)}
    insert into question_responses (team_id, user_id, deck_id, question_id, response, correct, event_uuid, created_at)
    select ${teamId}, l.id, d.id, q.id, case when q.id = 'q1' then to_jsonb(array[case when (l.n + a) % 3 = 0 then 'a' else 'b' end])
        else to_jsonb((l.n + a) % 4 <> 0) end,
      case when q.id = 'q1' then (l.n + a) % 3 <> 0 else (l.n + a) % 4 <> 0 end, gen_random_uuid(), now() - a * interval '1 hour'
    from learners l cross join decks d cross join (values ('q1'), ('q2')) q(id) cross join generate_series(1, ${ATTEMPTS}) a
    where d.course_id = ${courseId} and d.category = 'assessment' and l.n % 20 < 17`);
}

/** The live aggregates the ingest would hold for these rows, recounted in SQL. */
async function seedAggregates(db: Db, teamId: string, courseId: string) {
  await db.execute(sql`
    insert into analytics_course_learners (course_id, user_id, team_id, status, viewed_percentage, score, time_spent,
      failed_decks, quiz_score_sum, quizzes_scored, completed_at)
    select ${courseId}, p.user_id, ${teamId},
      case when (p.record ->> 'completion')::boolean then 'completed' when q.failed > 0 then 'failed' else 'in_progress' end,
      (p.record ->> 'viewedPercentage')::int, round(q.sum / q.n * 10) / 10, (p.record ->> 'timeSpent')::int,
      q.failed, q.sum, q.n, (p.record ->> 'completionDate')::timestamptz
    from progress p
    join (select user_id, sum((record ->> 'score')::float) as sum, count(*) as n,
            count(*) filter (where not (record ->> 'completion')::boolean) as failed
          from progress where scope = 'deck' and course_id = ${courseId} and (record ->> 'score')::float > 0
          group by user_id) q on q.user_id = p.user_id
    where p.scope = 'course' and p.item_id = ${courseId}`);
  await db.execute(sql`
    insert into analytics_item_totals (scope, item_id, team_id, course_id, started, completed, failed, score_sum, scored, time_spent)
    select 'course', ${courseId}, ${teamId}, ${courseId}, count(*), count(*) filter (where status = 'completed'),
      count(*) filter (where status = 'failed'), coalesce(sum(score) filter (where status <> 'in_progress'), 0),
      count(*) filter (where status <> 'in_progress'), sum(time_spent)
    from analytics_course_learners where course_id = ${courseId}`);
  await db.execute(sql`
    insert into analytics_item_totals (scope, item_id, team_id, course_id, started, completed, failed, score_sum, scored, time_spent)
    select 'deck', item_id, ${teamId}, ${courseId}, count(*), count(*) filter (where (record ->> 'completion')::boolean),
      count(*) filter (where not (record ->> 'completion')::boolean), sum((record ->> 'score')::float), count(*),
      sum((record ->> 'timeSpent')::float)
    from progress where scope = 'deck' and course_id = ${courseId} group by item_id`);
  await db.execute(sql`
    insert into analytics_course_days (course_id, day, team_id, completed)
    select ${courseId}, to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD'), ${teamId}, count(*)
    from analytics_course_learners where course_id = ${courseId} and status = 'completed' group by 2`);
  await db.execute(sql`
    insert into analytics_question_answers (deck_id, question_id, answer, team_id, count, correct)
    select deck_id, question_id, response::text, ${teamId}, count(*), count(*) filter (where correct)
    from question_responses where team_id = ${teamId} group by deck_id, question_id, response::text`);
}
