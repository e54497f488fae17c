/**
 * Bulk user import bench (issue 15: "10,000 rows import in under a minute"). Builds the product on a
 * fresh database (file-backed PGlite in a temp dir, or a new database on the PostgreSQL server of
 * DATABASE_URL), makes a team with an admin, two courses and an enrolment rule, then sends a CSV of
 * IMPORT_ROWS rows (default 10,000; every row enrolled in a course, every tenth with a manager, half
 * matching the rule) through POST users/import: once as a dry run, once for real. Prints the times.
 *
 * IMPORT_PASSWORD_EVERY=n gives every n-th row a password (hashed with argon2id on import; 0: none).
 *
 *   npm run bench:import
 *   npm run bench:import -w tools/bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:import -w tools/bench
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import { buildApp } from '../../../apps/server/src/app';
import { testConfig } from '../../../apps/server/src/config';
import { createCourse } from '../../../apps/server/src/modules/content/catalog/service';
import { addRule } from '../../../apps/server/src/modules/content/enrolment/rules.service';
import { createTeam } from '../../../apps/server/src/modules/teams/service';
import { createUser } from '../../../apps/server/src/modules/users/service';
import { prepareDatabase } from './database';

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
const PASSWORD = 'Bench@pass1';
const PASSWORD_EVERY = Number(process.env.IMPORT_PASSWORD_EVERY ?? 0);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function csvOf(rows: number) {
  const lines = [
    'username,first_name,last_name,email,phone,license,manager_username,company,zone,department,courses,password',
  ];
  for (let i = 0; i < rows; i++) {
    const manager = i % 10 === 0 || i < 10 ? '' : `imp${i - (i % 10)}`;
    const phone = String(7_000_000_000 + i);
    const password = PASSWORD_EVERY > 0 && i % PASSWORD_EVERY === 0 ? PASSWORD : '';
    lines.push(
      `imp${i},First${i},Last${i},imp${i}@example.com,${phone},Learner,${manager},Acme,${i % 2 ? 'North' : 'South'},Sales,Induction,${password}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

function multipart(content: Buffer) {
  const boundary = `----bench${randomBytes(4).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function main() {
  const database = await prepareDatabase(process.env.DATABASE_URL, repoRoot);
  const dataDir = await database.newDataDir('import');
  const app = await buildApp(testConfig({ dataDir, databaseUrl: database.url }));
  try {
    const team = await createTeam(app.db, {
      name: `import${randomBytes(3).toString('hex')}`,
      title: 'Import bench',
    });
    const admin = await createUser(app.db, {
      teamId: team.id,
      username: `benchadmin${randomBytes(3).toString('hex')}`,
      password: PASSWORD,
      licenseType: 'Admin',
    });
    const course = (name: string) =>
      createCourse(app.db, {
        teamId: team.id,
        identifier: randomBytes(6).toString('hex'),
        name,
        published: true,
        priority: 0,
        kind: 'course',
        settings: DEFAULT_COURSE_SETTINGS,
        ownerId: null,
      });
    await course('Induction');
    const north = await course('Sales North');
    await addRule(
      app.db,
      { user: admin, team },
      {
        courseId: north.id,
        rule: { field: 'zone', operator: 'equals', value: 'North' },
      },
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: admin.username, password: PASSWORD },
    });
    const token = String(signIn.headers['access-token']);
    const csv = csvOf(ROWS);
    const run = async (dryRun: boolean) => {
      const form = multipart(csv);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/v3/users/import?dryRun=${dryRun}`,
        headers: { ...form.headers, 'access-token': token },
        payload: form.payload,
      });
      const seconds = (performance.now() - started) / 1000;
      if (res.statusCode !== 200)
        throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const report = res.json();
      return { seconds, report: { ...report, errors: report.errors.length } };
    };
    const dry = await run(true);
    const real = await run(false);
    console.log(`database: ${database.description}`);
    console.log(
      `rows: ${ROWS} (${(csv.length / 1024).toFixed(0)} kB CSV), passwords: ${PASSWORD_EVERY > 0 ? `every ${PASSWORD_EVERY}th row` : 'none'}`,
    );
    console.log(`dry run: ${dry.seconds.toFixed(1)} s ${JSON.stringify(dry.report)}`);
    console.log(`import:  ${real.seconds.toFixed(1)} s ${JSON.stringify(real.report)}`);
  } finally {
    await app.close();
    await database.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
