import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LICENSE_TYPES, LIMITS, type LicenseType } from '@lp/shared/constants';
import { isValidEmail, splitFullName, VALIDATION_MESSAGES } from '@lp/shared/validation';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { HttpError } from './lib/http-errors';
import { createTeam, findTeamByName } from './modules/teams/service';
import { createUser } from './modules/users/service';
import { seedDemo } from './seed/demo';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate                       apply pending database migrations
  seed:demo                        create the demo team and one account per role
  team:create --name N [--title T] create a team (N: lowercase slug)
  user:create --team T --username U --password P --license Admin|Creator|SuperAdmin|Learner
              [--manager] [--email E] [--phone 10-characters] [--name "First Last"]
                                   create a user in team T

The database is DATABASE_URL when set, else PGlite under DATA_DIR (default ./data).`;

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

function requireOption(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`Missing --${name}`);
  return value.trim();
}

function nameParts(fullName: string) {
  const { first_name, last_name } = splitFullName(fullName);
  return { firstName: first_name, lastName: last_name };
}

function parseLicense(value: string): LicenseType {
  const normalized = value === 'Superadmin' ? 'SuperAdmin' : value;
  if (!(LICENSE_TYPES as readonly string[]).includes(normalized)) {
    throw new UsageError(`--license must be one of ${LICENSE_TYPES.join(', ')} (got "${value}")`);
  }
  return normalized as LicenseType;
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      title: { type: 'string' },
      team: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      license: { type: 'string' },
      manager: { type: 'boolean' },
      email: { type: 'string' },
      phone: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const known = ['db:migrate', 'seed:demo', 'team:create', 'user:create'];
  if (!known.includes(command)) throw new UsageError(`Unknown command "${command}"`);

  const config = loadConfig();
  if (config.dataDir && !config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const { db } = database;
    switch (command) {
      case 'db:migrate':
        console.log(`Migrations applied (${database.driver}).`);
        break;
      case 'seed:demo': {
        if (await findTeamByName(db, 'demo')) throw new UsageError('The demo team already exists.');
        const credentials = await seedDemo(db, config);
        for (const c of credentials) console.log(`${c.role} ${c.username} ${c.password}`);
        break;
      }
      case 'team:create': {
        const team = await createTeam(db, {
          name: requireOption(values, 'name'),
          title: typeof values.title === 'string' ? values.title : undefined,
        });
        console.log(`Team ${team.name} created (${team.id}).`);
        break;
      }
      case 'user:create': {
        const teamName = requireOption(values, 'team');
        const username = requireOption(values, 'username');
        const password = requireOption(values, 'password');
        const licenseType = parseLicense(requireOption(values, 'license'));
        const email = typeof values.email === 'string' ? values.email.trim() : undefined;
        if (email !== undefined && !isValidEmail(email))
          throw new UsageError(VALIDATION_MESSAGES.emailMalformed);
        const phone = typeof values.phone === 'string' ? values.phone.trim() : undefined;
        if (phone !== undefined && phone.length !== LIMITS.phoneLength)
          throw new UsageError(VALIDATION_MESSAGES.phoneInvalid);
        const team = await findTeamByName(db, teamName);
        if (!team) throw new UsageError(`No team named "${teamName}"`);
        const user = await createUser(db, {
          teamId: team.id,
          username,
          password,
          licenseType,
          isManager: values.manager === true,
          email,
          phone,
          ...(typeof values.name === 'string' ? nameParts(values.name) : {}),
        });
        console.log(
          `User ${user.username} (${licenseType}${user.isManager ? ', manager' : ''}) created in ${team.name}.`,
        );
        break;
      }
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError || (err instanceof TypeError && 'code' in err)) {
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (err instanceof HttpError || err instanceof ConfigError) {
    console.error(`Error: ${err.message}`);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
